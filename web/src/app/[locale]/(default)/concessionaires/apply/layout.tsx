import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { APPLY_CLIENT_NAMESPACES, pickMessages } from '../../../../../i18n/messages';

// The apply page (issue 27 item 1) sits in the default layout, apart from the back office: anyone
// signed in may apply, long before they run a bay.
export default async function ApplyLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, APPLY_CLIENT_NAMESPACES)}>
      {children}
    </NextIntlClientProvider>
  );
}
