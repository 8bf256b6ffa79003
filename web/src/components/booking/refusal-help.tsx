'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Refusal } from '../../booking/booking-api';
import type { PreviewChoice } from '../../booking/preview-query';
import type { BoatBookedAt } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { calendarDay } from '../concessionaire/backoffice-format';
import { AlternativesList } from './alternatives-list';

// What to do after a refused quote or hold (issue 28 item 1). A boat already booked for the dates
// is about the boat, not the buoy: no other buoy helps, so the page says where it is booked. A
// buoy taken, or one the boat does not fit, offers the free buoys that fit.

type Props = { refusal: Refusal; choice: PreviewChoice };

function BoatBookedElsewhere({ at }: { at: BoatBookedAt }) {
  const t = useTranslations('BuoyFit');
  const format = useFormatter();
  const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
  // Bay dates as the server gives them: calendar days, read in UTC so no zone moves them.
  const dates =
    at.from_date === at.to_date
      ? format.dateTime(calendarDay(at.from_date), options)
      : format.dateTimeRange(calendarDay(at.from_date), calendarDay(at.to_date), options);
  return (
    <div className="booking-boat-booked" data-testid="boat-booked-at">
      <p>{t('bookedAt', { bay: at.bay_name, buoy: at.buoy_label, dates })}</p>
      <p>
        {t('bookedAtAdvice')} <Link href="/dashboard/bookings">{t('seeBooking')}</Link>
      </p>
    </div>
  );
}

export function RefusalHelp({ refusal, choice }: Props) {
  if (refusal.boat_booked_at !== undefined) return <BoatBookedElsewhere at={refusal.boat_booked_at} />;
  // Without where, the catalogue's message says enough: other buoys would not help this boat.
  if (refusal.code === 'boat_already_booked') return null;
  return <AlternativesList alternatives={refusal.alternatives} choice={choice} />;
}
