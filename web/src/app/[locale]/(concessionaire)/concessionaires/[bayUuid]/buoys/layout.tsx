import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '../../../../../../i18n/messages';

// The buoys page's messages: its own and the error catalogue (the move and change refusals).
const BUOY_CONTROL_NAMESPACES = ['BuoyControl', 'ErrorCodes'] as const;

export default async function BuoyControlLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, BUOY_CONTROL_NAMESPACES)}>
      {children}
    </NextIntlClientProvider>
  );
}
