'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Booking } from '../../http/api-schema';
import { StaySummary } from './stay-summary';

/** A booking's stay as the server has it, with the boat it was made for, in bay time. */
export function BookedStaySummary({ booking, children }: { booking: Booking; children?: ReactNode }) {
  const t = useTranslations('BookingPreview');
  return (
    <StaySummary
      bayName={booking.bay_name}
      buoyLabel={booking.buoy_label}
      kind={booking.stay_kind}
      checkIn={{ instant: booking.period_start }}
      checkOut={{ instant: booking.period_end }}
      timeZone={booking.time_zone}
    >
      <dt>{t('boat')}</dt>
      <dd>{t('boatHeld', { name: booking.boat_name, registration: booking.registration_number })}</dd>
      {children}
    </StaySummary>
  );
}
