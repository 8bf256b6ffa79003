'use client';

import { useTranslations } from 'next-intl';
import { useApiClient } from '../../hooks/use-api-client';
import type { Booking } from '../../http/api-schema';
import { DownloadButton } from '../forms/download-button';
import { downloadBookingCalendar } from './bookings-api';

/** A paid stay now or ahead as a calendar event (issue 30 item 5): the .ics the confirmation carries. */
export function AddToCalendar({ booking }: { booking: Booking }) {
  const t = useTranslations('BookingsPage');
  const api = useApiClient();
  return (
    <DownloadButton
      className="button button--secondary bookings__calendar"
      download={() => downloadBookingCalendar(api, booking)}
      failedText={t('calendarFailed')}
    >
      {t('addToCalendar')}
      <span className="visually-hidden">
        {' '}
        {t('buoyOfBay', { bay: booking.bay_name, buoy: booking.buoy_label })}
      </span>
    </DownloadButton>
  );
}
