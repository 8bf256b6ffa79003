import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { RequireSession } from '../../../../components/session/require-session';
import { BOOKING_CLIENT_NAMESPACES, pickMessages } from '../../../../i18n/messages';

// The booking pages (spec §2: preview; success and cancel come with payment) sit in the default
// layout, for signed-in boaters only: others sign in first and come back to the same address.
export default async function BookingsLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, BOOKING_CLIENT_NAMESPACES)}>
      <RequireSession allowGuest>{children}</RequireSession>
    </NextIntlClientProvider>
  );
}
