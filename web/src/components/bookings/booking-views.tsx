'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Fragment } from 'react';
import type { Visit } from '../../booking/visits';
import { COLUMNS, type BookingCells } from './booking-cells';

// Wide screens read the bookings as a table; a phone gets one card per booking (spec §2). Both
// are in the page and CSS shows one, so neither flickers in after a width check. Nights added with
// "stay another night" (issue 30 item 3) stay together under one visit: a row group in the table,
// one card listing its nights on a phone.

export type VisitRows = { visit: Visit; rows: BookingCells[] };

/** "2 nights in one stay · paid €90.00" over the nights of a visit of more than one booking. */
function useVisitSummary(): (visit: Visit) => string {
  const t = useTranslations('BookingsPage');
  const format = useFormatter();
  return (visit) => {
    // A visit whose nights were all cancelled still counts them.
    const nights = t('visitNights', { count: visit.paidCount || visit.bookings.length });
    if (visit.paid === null) return nights;
    const amount = format.number(visit.paid.cents / 100, {
      style: 'currency',
      currency: visit.paid.currency,
    });
    return [nights, t('visitPaid', { amount })].join(' · ');
  };
}

export function BookingTable({ visits }: { visits: VisitRows[] }) {
  const t = useTranslations('BookingsPage');
  const summary = useVisitSummary();
  return (
    <table className="bookings-table">
      <caption className="visually-hidden">{t('tableCaption')}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {t(`column.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      {visits.map(({ visit, rows }) => (
        <tbody key={visit.visitId} className={rows.length > 1 ? 'bookings-visit' : undefined}>
          {rows.length > 1 ? (
            <tr className="bookings-visit__head">
              <th scope="rowgroup" colSpan={COLUMNS.length} data-testid="visit-summary">
                {summary(visit)}
              </th>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={row.id}>
              {COLUMNS.map((column) => (
                <td key={column}>{row[column]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}

function NightDetails({ row, withBay }: { row: BookingCells; withBay: boolean }) {
  const t = useTranslations('BookingsPage');
  return (
    <dl className="detail-list">
      {COLUMNS.filter((column) => withBay || column !== 'bay').map((column) => (
        <Fragment key={column}>
          <dt>{t(`column.${column}`)}</dt>
          <dd>{row[column]}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export function BookingCards({ visits }: { visits: VisitRows[] }) {
  const t = useTranslations('BookingsPage');
  const summary = useVisitSummary();
  return (
    <ul className="booking-cards" aria-label={t('tableCaption')}>
      {visits.map(({ visit, rows }) => {
        const [first] = rows;
        if (first === undefined) return null;
        return (
          <li
            key={visit.visitId}
            className="booking-card"
            data-testid={rows.length > 1 ? 'visit-card' : undefined}
          >
            <p className="booking-card__bay">{first.bay}</p>
            {rows.length === 1 ? (
              <NightDetails row={first} withBay={false} />
            ) : (
              <>
                <p className="booking-card__visit">{summary(visit)}</p>
                <ol className="booking-card__nights">
                  {rows.map((row) => (
                    <li key={row.id} className="booking-card__night">
                      <NightDetails row={row} withBay={false} />
                    </li>
                  ))}
                </ol>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
