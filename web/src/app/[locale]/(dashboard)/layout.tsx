import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout';
import { RequireSession } from '../../../components/session/require-session';
import { DASHBOARD_CLIENT_NAMESPACES, pickMessages } from '../../../i18n/messages';

// The user's own pages: signed-in users only; others are sent to sign in.
export default async function DashboardGroupLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <DashboardLayout>
      <NextIntlClientProvider messages={pickMessages(messages, DASHBOARD_CLIENT_NAMESPACES)}>
        <RequireSession>{children}</RequireSession>
      </NextIntlClientProvider>
    </DashboardLayout>
  );
}
