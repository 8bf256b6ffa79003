'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useStoredSession } from '../../../hooks/use-stored-session';
import { calendarDay, minorToMajor } from '../backoffice-format';
import type { HistoryBooking } from '../backoffice-types';
import { mayRunBuoys } from '../concessionaire-access';
import { RowViews } from '../row-views';
import { CancelBayBooking } from './cancel-bay-booking';
import { mayBayCancel } from './history-query';
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

/** A paid stay gets an invoice (and once cancelled, a credit note); until payment has issued it, it is pending. */
const INVOICED_PHASES: ReadonlySet<HistoryBooking['status']> = new Set([
  'current',
  'upcoming',
  'completed',
  'cancelled',
]);

type Props = {
  bayId: string;
  bookings: HistoryBooking[];
  /** A booking changed here (cancelled): the history asks its pages again. */
  onChanged: () => void;
};

/** spec §2 booking history: date, buoy, registration, amount, plus stay kind, status and invoice. */
export function HistoryRows({ bayId, bookings, onChanged }: Props) {
  const t = useTranslations('BookingHistory');
  const format = useFormatter();
  const session = useStoredSession();
  const runsBuoys = mayRunBuoys(session);
  const day = (date: string) => format.dateTime(calendarDay(date), { dateStyle: 'medium', timeZone: 'UTC' });
  const money = ({ amount_minor, currency }: HistoryBooking['amount']) =>
    format.number(minorToMajor(amount_minor, currency), { style: 'currency', currency });
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
    status: (
      <>
        {t(STATUS_KEYS[booking.status])}
        {booking.status === 'cancelled' ? <CancellationFacts booking={booking} money={money} /> : null}
        {runsBuoys && mayBayCancel(booking) ? (
          <>
            {' '}
            <CancelBayBooking
              bayId={bayId}
              booking={booking}
              amount={money(booking.amount)}
              onCancelled={onChanged}
            />
          </>
        ) : null}
      </>
    ),
    amount: money(booking.amount),
    // The capture's moment, which is the invoice's: the day it counts in the turnover.
    paid:
      booking.invoice === null
        ? '—'
        : format.dateTime(new Date(booking.invoice.issued_at), { dateStyle: 'medium', timeStyle: 'short' }),
    invoice:
      booking.invoice !== null ? (
        <span className="history-documents">
          <StaffInvoice bayId={bayId} invoice={booking.invoice} />
          {booking.credit_note === null ? null : (
            <StaffInvoice bayId={bayId} invoice={booking.credit_note} creditNote />
          )}
        </span>
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

const REASON_KEYS = {
  weather: 'cancel.reason.weather',
  buoy_out_of_service: 'cancel.reason.buoy_out_of_service',
  other: 'cancel.reason.other',
} as const satisfies Record<NonNullable<HistoryBooking['cancel_reason']>, string>;

/** Who cancelled a booking, why (the bay's reason) and what went back to the card. */
function CancellationFacts({
  booking,
  money,
}: {
  booking: HistoryBooking;
  money: (amount: HistoryBooking['amount']) => string;
}) {
  const t = useTranslations('BookingHistory');
  return (
    <span className="history-cancellation">
      <span>
        {booking.cancelled_by === 'operator' ? t('cancelledByBay') : t('cancelledByBoater')}
        {booking.cancel_reason === null ? null : ` (${t(REASON_KEYS[booking.cancel_reason])})`}
      </span>
      {booking.refund === null ? null : <span>{t('refund', { refund: money(booking.refund) })}</span>}
    </span>
  );
}
