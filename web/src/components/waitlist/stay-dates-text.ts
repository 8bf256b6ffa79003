'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { StayKind } from '../../http/api-schema';

/** A stay's calendar dates at the bay, as words: "12 Jul 2026 – 13 Jul 2026", or the one day. */
export function useStayDatesText(): (stay: { kind: StayKind; from: string; to: string }) => string {
  const t = useTranslations('Waitlist');
  const format = useFormatter();
  // Calendar dates, not instants: read at noon UTC so that no zone moves them to another day.
  const day = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (stay) =>
    stay.kind === 'day'
      ? t('dayStay', { day: day(stay.from) })
      : t('nights', { from: day(stay.from), to: day(stay.to) });
}
