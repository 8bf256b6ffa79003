'use client';

import { useFormatter, useNow, useTranslations } from 'next-intl';
import { keptDay } from '../../booking/visits';

// Issue 30 item 3: the bay keeps the next night on the buoy for the boat already there until
// 09:00 bay time on its check-out day; said in bay time, "today" and "tomorrow" at the bay.

type Props = { until: string; timeZone: string };

export function useKeptUntilText(): (until: string, timeZone: string) => string {
  const t = useTranslations('NextNight');
  const format = useFormatter();
  const now = useNow();
  return (until, timeZone) => {
    const instant = new Date(until);
    const time = format.dateTime(instant, { timeStyle: 'short', timeZone });
    const day = keptDay(until, timeZone, now);
    if (day === 'today') return t('keptUntilToday', { time });
    if (day === 'tomorrow') return t('keptUntilTomorrow', { time });
    return t('keptUntilOn', { time, date: format.dateTime(instant, { dateStyle: 'long', timeZone }) });
  };
}

export function NightKept({ until, timeZone }: Props) {
  const text = useKeptUntilText();
  return (
    <span className="bookings__kept" data-testid="night-kept">
      {text(until, timeZone)}
    </span>
  );
}
