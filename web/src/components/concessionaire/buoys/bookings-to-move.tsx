'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import type { ApiError } from '../../../http/api-error';
import type { BookingInTheWay } from '../../../http/api-schema';
import { FormAlert } from '../../auth/form-alert';
import { useBayDateTime } from './buoy-list';
import { moveBooking } from './buoys-api';
import { MoveBookingForm } from './move-booking-form';

// The bookings that keep a buoy in service (409 `buoy_has_bookings`): each can move to a free
// buoy of the bay that surely takes its boat, here in the dialog (booking's move route). Once
// every one has moved, the dialog asks again to take the buoy out.

type Props = {
  bayId: string;
  bookings: BookingInTheWay[];
  timeZone: string;
  onAllMoved: (movedIds: string[]) => void;
};

type Row = { choice: string; movedTo: string | null; error: ApiError | null; sending: boolean };

export function BookingsToMove({ bayId, bookings, timeZone, onAllMoved }: Props) {
  const t = useTranslations('BuoyControl');
  const api = useApiClient();
  const dateTime = useBayDateTime(timeZone);
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(
      bookings.map((booking) => [
        booking.booking_id,
        { choice: booking.free_buoys[0]?.buoy_id ?? '', movedTo: null, error: null, sending: false },
      ]),
    ),
  );
  const update = (id: string, change: Partial<Row>) =>
    setRows((current) => {
      const row = current[id];
      return row ? { ...current, [id]: { ...row, ...change } } : current;
    });

  async function move(booking: BookingInTheWay) {
    const row = rows[booking.booking_id];
    if (!row || row.choice === '') return;
    update(booking.booking_id, { sending: true, error: null });
    const refusal = await moveBooking(api, bayId, booking.booking_id, row.choice);
    const label = booking.free_buoys.find((buoy) => buoy.buoy_id === row.choice)?.label ?? '';
    update(booking.booking_id, { sending: false, error: refusal, movedTo: refusal === null ? label : null });
    const stillHere = bookings.filter(
      (other) => other.booking_id !== booking.booking_id && rows[other.booking_id]?.movedTo === null,
    );
    if (refusal === null && stillHere.length === 0) onAllMoved(bookings.map((other) => other.booking_id));
  }

  return (
    <section className="buoy-control__moves" aria-labelledby="bookings-to-move-title">
      <h3 id="bookings-to-move-title">{t('movesTitle', { count: bookings.length })}</h3>
      <p>{t('movesLead')}</p>
      <ul className="buoy-control__move-list">
        {bookings.map((booking) => {
          const row = rows[booking.booking_id];
          const selectId = `move-${booking.booking_id}`;
          const boat = booking.boat_name
            ? `${booking.boat_name} (${booking.registration_number})`
            : t('heldBoat');
          return (
            <li key={booking.booking_id} className="buoy-control__move">
              <p className="buoy-control__move-boat">{boat}</p>
              <p>{t('period', { from: dateTime(booking.period_start), to: dateTime(booking.period_end) })}</p>
              {row?.movedTo ? (
                <p className="alert alert--success" role="status">
                  {t('moved', { label: row.movedTo })}
                </p>
              ) : booking.free_buoys.length === 0 ? (
                <p className="alert alert--info">{t('noFreeBuoy')}</p>
              ) : (
                <MoveBookingForm
                  id={selectId}
                  className="buoy-control__move-form"
                  label={t('moveTo')}
                  choices={booking.free_buoys.map((buoy) => ({
                    buoyId: buoy.buoy_id,
                    text: t('freeBuoy', { label: buoy.label, metres: buoy.max_loa_cm / 100 }),
                  }))}
                  value={row?.choice ?? ''}
                  onChange={(choice) => update(booking.booking_id, { choice })}
                  sending={row?.sending ?? false}
                  moveText={t('move')}
                  movingText={t('moving')}
                  onMove={() => void move(booking)}
                />
              )}
              <FormAlert summary={null} error={row?.error ?? null} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
