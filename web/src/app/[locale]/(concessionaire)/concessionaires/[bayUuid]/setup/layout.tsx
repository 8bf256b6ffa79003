import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '../../../../../../i18n/messages';

// The setup page's messages: its own and the error catalogue (the server's refusals per field).
const NAMESPACES = ['BaySetupPage', 'ErrorCodes'] as const;

export default async function BaySetupLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, NAMESPACES)}>{children}</NextIntlClientProvider>
  );
}
