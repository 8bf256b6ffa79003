'use client';

import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { COLUMNS, type BookingCells } from './booking-cells';

// Wide screens read the bookings as a table; a phone gets one card per booking (spec §2). Both
// are in the page and CSS shows one, so neither flickers in after a width check.

export function BookingTable({ rows }: { rows: BookingCells[] }) {
  const t = useTranslations('BookingsPage');
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
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {COLUMNS.map((column) => (
              <td key={column}>{row[column]}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BookingCards({ rows }: { rows: BookingCells[] }) {
  const t = useTranslations('BookingsPage');
  return (
    <ul className="booking-cards" aria-label={t('tableCaption')}>
      {rows.map((row) => (
        <li key={row.id} className="booking-card">
          <p className="booking-card__bay">{row.bay}</p>
          <dl className="detail-list">
            {COLUMNS.filter((column) => column !== 'bay').map((column) => (
              <Fragment key={column}>
                <dt>{t(`column.${column}`)}</dt>
                <dd>{row[column]}</dd>
              </Fragment>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
