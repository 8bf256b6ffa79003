import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '../../../../../../i18n/messages';

// The layout editor's messages: its own, the back office's (the bay check) and the error
// catalogue (the server's refusals per row).
const LAYOUT_EDITOR_NAMESPACES = ['LayoutEditor', 'ConcessionaireLayout', 'ErrorCodes'] as const;

export default async function LayoutEditorLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, LAYOUT_EDITOR_NAMESPACES)}>
      {children}
    </NextIntlClientProvider>
  );
}
