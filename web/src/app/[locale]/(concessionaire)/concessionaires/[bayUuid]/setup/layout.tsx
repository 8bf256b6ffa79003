import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '../../../../../../i18n/messages';

// The setup page's messages, which replace the back office's: its own, the checklist's, the bay
// check's (ConcessionaireLayout) and the error catalogue (the server's refusals per field).
const NAMESPACES = ['BaySetupPage', 'PublishingChecklist', 'ConcessionaireLayout', 'ErrorCodes'] as const;

export default async function BaySetupLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, NAMESPACES)}>{children}</NextIntlClientProvider>
  );
}
