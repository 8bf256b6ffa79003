import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '../../../../../../i18n/messages';

// The audit log's messages, which replace the back office's: its own, the status badge's and the
// bay check's (ConcessionaireLayout).
const NAMESPACES = ['BayAuditPage', 'PublishingChecklist', 'ConcessionaireLayout'] as const;

export default async function BayAuditLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, NAMESPACES)}>{children}</NextIntlClientProvider>
  );
}
