'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { calendarDay, minorToMajor } from '../backoffice-format';
import type { HistoryBooking } from '../backoffice-types';
import { RowViews } from '../row-views';
import { StaffInvoice } from './staff-invoice';

const STAY_KIND_KEYS = { night: 'stayKind.night', day: 'stayKind.day' } as const satisfies Record<
  HistoryBooking['stay_kind'],
  string
>;

const COLUMNS = [
  'dates',
  'buoy',
  'registration',
  'boat',
  'stayKind',
  'channel',
  'status',
  'amount',
  'paid',
  'invoice',
] as const;
type Column = (typeof COLUMNS)[number];

// The booking's phase (My Bookings' groups): pending is a hold waiting for payment, cancelled a
// paid booking cancelled by the boater or the bay (issue 30 item 2).
const STATUS_KEYS = {
  current: 'status.current',
  upcoming: 'status.upcoming',
  completed: 'status.completed',
  pending: 'status.pending',
  failed: 'status.failed',
  cancelled: 'status.cancelled',
} as const satisfies Record<HistoryBooking['status'], string>;

const CHANNEL_KEYS = { online: 'channel.online', walk_up: 'channel.walk_up' } as const satisfies Record<
  HistoryBooking['channel'],
  string
>;

/** A confirmed stay gets an invoice; until payment has issued it, it is pending. */
const INVOICED_PHASES: ReadonlySet<HistoryBooking['status']> = new Set(['current', 'upcoming', 'completed']);

/** spec §2 booking history: date, buoy, registration, amount, plus stay kind, status and invoice. */
export function HistoryRows({ bayId, bookings }: { bayId: string; bookings: HistoryBooking[] }) {
  const t = useTranslations('BookingHistory');
  const format = useFormatter();
  const day = (date: string) => format.dateTime(calendarDay(date), { dateStyle: 'medium', timeZone: 'UTC' });
  const cells = (booking: HistoryBooking): Record<Column, ReactNode> => ({
    dates:
      booking.from_date === booking.to_date
        ? day(booking.from_date)
        : `${day(booking.from_date)} – ${day(booking.to_date)}`,
    buoy: booking.buoy_label,
    registration: booking.registration_number,
    boat: booking.boat_name,
    stayKind: t(STAY_KIND_KEYS[booking.stay_kind]),
    channel: t(CHANNEL_KEYS[booking.channel]),
    status: t(STATUS_KEYS[booking.status]),
    amount: format.number(minorToMajor(booking.amount.amount_minor, booking.amount.currency), {
      style: 'currency',
      currency: booking.amount.currency,
    }),
    // The capture's moment, which is the invoice's: the day it counts in the turnover.
    paid:
      booking.invoice === null
        ? '—'
        : format.dateTime(new Date(booking.invoice.issued_at), { dateStyle: 'medium', timeStyle: 'short' }),
    invoice:
      booking.invoice !== null ? (
        <StaffInvoice bayId={bayId} invoice={booking.invoice} />
      ) : INVOICED_PHASES.has(booking.status) ? (
        t('invoicePending')
      ) : (
        t('noInvoice')
      ),
  });
  return (
    <RowViews
      caption={t('tableCaption')}
      columns={COLUMNS}
      heading={(column) => t(`column.${column}`)}
      rows={bookings.map((booking) => ({ id: booking.booking_id, cells: cells(booking) }))}
      titleColumns={['dates']}
      cardTitle={(cells) => cells.dates}
    />
  );
}
