import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '../../i18n/messages';
import { RequireConcessionaire } from '../concessionaire/require-concessionaire';
import { PageShell } from '../layout/page-shell';
import { ConcessionaireNav } from './concessionaire-nav';
import '../concessionaire/concessionaire.css';

// The back office's pages get their messages here (issue 15; the publishing badge beside every
// bay's name, issue 27); the buoy, shop-window, setup and audit pages add their own namespaces in
// their folders' layouts.
export const CONCESSIONAIRE_CLIENT_NAMESPACES = [
  'ConcessionaireLayout',
  'ErrorCodes',
  'ConcessionaireBays',
  'ConcessionaireOverview',
  'BookingHistory',
  'Turnover',
  'TurnoverPartners',
  'Onboarding',
  'PublishingChecklist',
] as const;

// Operator staff only (spec §6): the guard decides before the navigation or a page shows.
export async function ConcessionaireLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <PageShell>
      <NextIntlClientProvider messages={pickMessages(messages, CONCESSIONAIRE_CLIENT_NAMESPACES)}>
        <div className="container area backoffice">
          <RequireConcessionaire>
            <ConcessionaireNav />
            <div className="backoffice__page">{children}</div>
          </RequireConcessionaire>
        </div>
      </NextIntlClientProvider>
    </PageShell>
  );
}
