import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ADMIN_CLIENT_NAMESPACES, pickMessages } from '../../i18n/messages';
import { PageShell } from '../layout/page-shell';
import { AdminNav } from './admin-nav';
import { RequireSuperuser } from './require-superuser';
import '../concessionaire/concessionaire.css';
import './admin.css';

// The admin console (issue 27, spec §6): the guard decides before the navigation or a page shows.
// It shares the back office's frame (side navigation, tables, empty states).
export async function AdminLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <PageShell>
      <NextIntlClientProvider messages={pickMessages(messages, ADMIN_CLIENT_NAMESPACES)}>
        <div className="container area backoffice admin">
          <RequireSuperuser>
            <AdminNav />
            <div className="backoffice__page">{children}</div>
          </RequireSuperuser>
        </div>
      </NextIntlClientProvider>
    </PageShell>
  );
}
