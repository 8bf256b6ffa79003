import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '../../../../../../i18n/messages';

// The shop window editor's messages: its own, the video's (shared with the bay page) and errors.
const SHOP_WINDOW_NAMESPACES = ['ShopWindow', 'Gallery', 'ErrorCodes'] as const;

export default async function ShopWindowLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, SHOP_WINDOW_NAMESPACES)}>
      {children}
    </NextIntlClientProvider>
  );
}
