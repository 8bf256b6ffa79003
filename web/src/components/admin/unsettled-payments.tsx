'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import type { UnsettledPayment } from '../../http/api-schema';
import { useMoney } from '../bay/price-list';
import { AdminPagedRows } from './admin-paged-rows';
import { loadUnsettledPage } from './console-api';

const COLUMNS = ['booking', 'amount', 'state', 'since', 'attempts', 'lastError'] as const;

/** Payments reconciliation could not settle (issue 27 item 1), stuck longest first. */
export function UnsettledPayments() {
  const t = useTranslations('AdminPayments');
  const format = useFormatter();
  const money = useMoney();
  const api = useApiClient();
  const caller = useCallerKey();
  const pager = useCursorPages(
    caller === null ? null : (['admin-unsettled', caller] as const),
    (_query, cursor) => loadUnsettledPage(api, cursor),
    (page) => page.next_cursor,
  );
  const payments = pager.pages.flatMap((page) => page.payments);
  const when = (instant: string) =>
    format.dateTime(new Date(instant), { dateStyle: 'medium', timeStyle: 'short' });
  const rows = payments.map((payment: UnsettledPayment) => ({
    id: payment.payment_id,
    cells: {
      booking: <code>{payment.booking_id}</code>,
      amount: money(payment.amount),
      state: t(`status.${payment.status}`),
      since: when(payment.unsettled_since),
      attempts: t('attemptsValue', { count: payment.attempts, last: when(payment.last_failed_at) }),
      lastError: <span className="admin-error-text">{payment.last_error}</span>,
    },
  }));
  return (
    <AdminPagedRows
      pager={pager}
      texts={{
        caption: t('title'),
        loading: t('loading'),
        empty: t('empty'),
        showMore: t('showMore'),
        loadingMore: t('loadingMore'),
      }}
      columns={COLUMNS}
      heading={(column) => t(column)}
      rows={rows}
      titleColumn="booking"
    />
  );
}
