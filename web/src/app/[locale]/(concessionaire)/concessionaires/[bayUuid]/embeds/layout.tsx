import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '../../../../../../i18n/messages';

// The embeds page's messages: its own and the errors of the server's refusals.
const EMBEDS_NAMESPACES = ['EmbedsPage', 'PartnerLink', 'ErrorCodes'] as const;

export default async function EmbedsLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, EMBEDS_NAMESPACES)}>
      {children}
    </NextIntlClientProvider>
  );
}
