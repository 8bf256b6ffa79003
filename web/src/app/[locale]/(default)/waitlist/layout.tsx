import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { RequireSession } from '../../../../components/session/require-session';
import { BOOKING_CLIENT_NAMESPACES, pickMessages } from '../../../../i18n/messages';

// Issue 30 item 4: a waitlist offer is held and paid like the booking preview, for signed-in
// boaters only: others sign in first and come back to the offer's link.
export default async function WaitlistLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, BOOKING_CLIENT_NAMESPACES)}>
      <RequireSession>{children}</RequireSession>
    </NextIntlClientProvider>
  );
}
