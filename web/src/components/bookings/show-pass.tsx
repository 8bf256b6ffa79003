'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import type { Booking } from '../../http/api-schema';
import { loadBookingPass } from './bookings-api';
import { PassQr } from './pass-qr';
import './booking-pass.css';

// Issue 29 item 3: a paid booking's proof of payment, for the bay's staff on the water. Once
// opened, the pass stays in SWR's cache and the QR code is drawn here: no signal is needed again.

function PassDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const t = useTranslations('BookingPass');
  const format = useFormatter();
  const api = useApiClient();
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pass = useSWR(['booking-pass', booking.booking_id], () => loadBookingPass(api, booking.booking_id), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const when = (instant: string) =>
    format.dateTime(new Date(instant), {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: booking.time_zone,
    });

  return (
    <dialog
      ref={dialogRef}
      className="dialog booking-pass"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        // Escape: let React close it, so focus goes back to the button that opened it.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <div className="booking-pass__body">
        {pass.data ? (
          <PassQr
            text={pass.data.pass}
            label={t('qrLabel', { buoy: booking.buoy_label, bay: booking.bay_name })}
          />
        ) : (
          <p role={pass.error ? 'alert' : 'status'}>{pass.error ? t('failed') : t('loading')}</p>
        )}
        <dl className="booking-pass__facts">
          <dt>{t('bay')}</dt>
          <dd>{booking.bay_name}</dd>
          <dt>{t('buoy')}</dt>
          <dd>{booking.buoy_label}</dd>
          <dt>{t('boat')}</dt>
          <dd>
            {booking.boat_name} ({booking.registration_number})
          </dd>
          <dt>{t('from')}</dt>
          <dd>{when(booking.period_start)}</dd>
          <dt>{t('to')}</dt>
          <dd>{when(booking.period_end)}</dd>
          <dt>{t('booking')}</dt>
          <dd className="booking-pass__id">{booking.booking_id}</dd>
        </dl>
      </div>
      <p className="booking-pass__hint">{t('hint')}</p>
      <div className="button-row">
        <button type="button" className="button button--secondary" autoFocus onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </dialog>
  );
}

/** "Show pass" on a paid booking: a large QR code with the booking's facts in words beside it. */
export function ShowPass({ booking }: { booking: Booking }) {
  const t = useTranslations('BookingPass');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary bookings__pass" onClick={() => setOpen(true)}>
        {t('show')}
        <span className="visually-hidden">
          {' '}
          {t('forBooking', { bay: booking.bay_name, buoy: booking.buoy_label })}
        </span>
      </button>
      {open ? <PassDialog booking={booking} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
