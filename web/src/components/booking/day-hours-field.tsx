'use client';

import { useTranslations } from 'next-intl';

// A day stay is priced per hour from now, or until the bay's day check-out (spec §3, §4); the
// server picks hours or a full day, whichever is cheaper.

const HOURS = [1, 2, 3, 4, 5, 6, 7, 8];

type Props = { hours: number; checkOut: string; onChange: (hours: number) => void };

export function DayHoursField({ hours, checkOut, onChange }: Props) {
  const t = useTranslations('BookingPreview');
  return (
    <div className="field booking-hours">
      <label className="field__label" htmlFor="booking-day-hours">
        {t('hoursLabel')}
      </label>
      <select
        id="booking-day-hours"
        className="field__input"
        value={hours}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <option value={0}>{t('hoursUntilCheckOut', { time: checkOut })}</option>
        {HOURS.map((count) => (
          <option key={count} value={count}>
            {t('hoursOption', { count })}
          </option>
        ))}
      </select>
    </div>
  );
}
