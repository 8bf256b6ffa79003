'use client';

import { useTranslations } from 'next-intl';
import { useBayTime } from '../../hooks/use-bay-time';
import type { CancellationPolicy, StayKind } from '../../http/api-schema';
import { lateShareText } from './cancellation-words';
import { freeUntil } from '../../../../proto/src/stays/cancellation-policy';

// Issue 30 item 1: before paying, when this stay can be cancelled for free ("Free cancellation
// until Fri 14:00"), in the bay's time, and what a later cancellation gives back. The deadline is
// the shared rule's, the one booking refunds by.

type Props = {
  policy: CancellationPolicy;
  kind: StayKind;
  /** The stay's check-in at the bay. */
  start: Date;
  timeZone: string;
  now: Date;
};

export function CancellationDeadline({ policy, kind, start, timeZone, now }: Props) {
  const t = useTranslations('CancellationPolicy');
  const bayTime = useBayTime(timeZone);
  const deadline = freeUntil(
    {
      nightFreeDaysBefore: policy.night_free_days_before,
      nightFreeUntilTime: policy.night_free_until_time,
      nightLateRefundPercent: policy.night_late_refund_percent,
      dayFreeHoursBefore: policy.day_free_hours_before,
    },
    { kind, start },
    timeZone,
  );
  const when = bayTime.dateAndTime(deadline.toISOString());
  const late = kind === 'night' ? policy.night_late_refund_percent : 0;
  return (
    <section className="booking-section" aria-labelledby="booking-cancellation-heading">
      <h2 id="booking-cancellation-heading">{t('heading')}</h2>
      <p data-testid="cancellation-deadline">
        {now < deadline ? t('freeUntil', { deadline: when }) : t('freeOver')} {lateShareText(t, late)}
      </p>
      <p className="booking-note">{t('bayTime', { timeZone })}</p>
    </section>
  );
}
