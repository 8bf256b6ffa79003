'use client';

import { useTranslations } from 'next-intl';

// A day stay is priced per hour from now, or until the bay's day check-out (spec §3, §4); the
// server picks hours or a full day, whichever is cheaper. Only the counts that end before
// check-out are offered (src/booking/day-hours.ts).

type Props = { hours: number; choices: number[]; checkOut: string; onChange: (hours: number) => void };

export function DayHoursField({ hours, choices, checkOut, onChange }: Props) {
  const t = useTranslations('BookingPreview');
  return (
    <div className="field booking-hours">
      <label className="field__label" htmlFor="booking-day-hours">
        {t('hoursLabel')}
      </label>
      <select
        id="booking-day-hours"
        className="field__input"
        value={choices.includes(hours) ? hours : 0}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <option value={0}>{t('hoursUntilCheckOut', { time: checkOut })}</option>
        {choices.map((count) => (
          <option key={count} value={count}>
            {t('hoursOption', { count })}
          </option>
        ))}
      </select>
    </div>
  );
}
