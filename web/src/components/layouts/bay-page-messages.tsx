import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, type Namespace } from '../../i18n/messages';

// A nested provider replaces the back office's messages instead of adding to them, so every bay
// page's own messages come with what each bay page shows: the bay check (ConcessionaireLayout),
// the publishing badge beside the bay's name and the error catalogue.
const EVERY_BAY_PAGE = ['ConcessionaireLayout', 'PublishingChecklist', 'ErrorCodes'] as const;

/** The messages of one back-office bay page: its own namespaces and those every bay page needs. */
export async function BayPageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, [...EVERY_BAY_PAGE, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  );
}
