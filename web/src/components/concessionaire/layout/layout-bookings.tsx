'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import type { ApiError } from '../../../http/api-error';
import type { LayoutBookingInTheWay } from '../../../http/api-schema';
import { Link } from '../../../i18n/navigation';
import { FormAlert } from '../../auth/form-alert';
import { useBayDateTime } from '../buoys/buoy-list';
import { moveBooking } from '../buoys/buoys-api';
import { MoveBookingForm } from '../buoys/move-booking-form';
import type { EditorBuoy } from './layout-editor-state';

// Bookings in the way of a layout (409 `bay_layout_has_bookings`): each moves to another digital
// buoy of the saved layout through booking's move route, as on the buoys page; booking refuses a
// buoy that is taken or too small, and says so. Once they have moved, Save tries again.

type Props = {
  bayId: string;
  timeZone: string;
  bookings: LayoutBookingInTheWay[];
  /** The saved buoys a booking may move to. */
  saved: EditorBuoy[];
};

type Row = { choice: string; moved: boolean; error: ApiError | null; sending: boolean };

export function LayoutBookings({ bayId, timeZone, bookings, saved }: Props) {
  const t = useTranslations('LayoutEditor');
  const api = useApiClient();
  const dateTime = useBayDateTime(timeZone);
  const [rows, setRows] = useState<Record<string, Row>>({});
  const targetsOf = (booking: LayoutBookingInTheWay) =>
    saved.filter((buoy) => buoy.management_kind === 'digital' && buoy.buoy_id !== booking.buoy_id);
  const rowOf = (booking: LayoutBookingInTheWay): Row =>
    rows[booking.booking_id] ?? {
      choice: targetsOf(booking)[0]?.buoy_id ?? '',
      moved: false,
      error: null,
      sending: false,
    };
  const update = (booking: LayoutBookingInTheWay, change: Partial<Row>) =>
    setRows((current) => ({ ...current, [booking.booking_id]: { ...rowOf(booking), ...change } }));

  async function move(booking: LayoutBookingInTheWay) {
    const row = rowOf(booking);
    if (row.choice === '') return;
    update(booking, { sending: true, error: null });
    const refusal = await moveBooking(api, bayId, booking.booking_id, row.choice);
    update(booking, { sending: false, error: refusal, moved: refusal === null });
  }

  return (
    <section className="layout-bookings" aria-labelledby="layout-bookings-title">
      <h2 id="layout-bookings-title">{t('bookingsTitle', { count: bookings.length })}</h2>
      <p>
        {t('bookingsLead')} <Link href={`/concessionaires/${bayId}/buoys`}>{t('buoysPage')}</Link>
      </p>
      <ul className="layout-bookings__list">
        {bookings.map((booking) => {
          const row = rowOf(booking);
          const selectId = `layout-move-${booking.booking_id}`;
          const targets = targetsOf(booking);
          return (
            <li key={booking.booking_id} className="layout-bookings__item" data-buoy={booking.buoy_label}>
              <p className="layout-bookings__what">
                {t('bookingOn', { label: booking.buoy_label })} · {t(`reason.${booking.reason}`)}
              </p>
              <p>{t('period', { from: dateTime(booking.period_start), to: dateTime(booking.period_end) })}</p>
              {row.moved ? (
                <p className="alert alert--success" role="status">
                  {t('moved')}
                </p>
              ) : targets.length === 0 ? (
                <p className="alert alert--info">{t('noOtherBuoy')}</p>
              ) : (
                <MoveBookingForm
                  id={selectId}
                  className="layout-bookings__form"
                  label={t('moveTo')}
                  choices={targets.map((buoy) => ({
                    buoyId: buoy.buoy_id ?? '',
                    text: t('buoyChoice', { label: buoy.label, metres: buoy.max_loa_cm / 100 }),
                  }))}
                  value={row.choice}
                  onChange={(choice) => update(booking, { choice })}
                  sending={row.sending}
                  moveText={t('move')}
                  movingText={t('moving')}
                  onMove={() => void move(booking)}
                />
              )}
              <FormAlert summary={null} error={row.error} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
