import type { useTranslations } from 'next-intl';
import type { CancellationPolicy } from '../../http/api-schema';

// Issue 30 item 1: the sentences of a cancellation policy, one message per case so each
// language words it whole.

type Translate = ReturnType<typeof useTranslations<'CancellationPolicy'>>;

export function nightTermsText(t: Translate, policy: CancellationPolicy): string {
  const [time, days] = [policy.night_free_until_time, policy.night_free_days_before];
  if (days === 0) return t('nightTermsSameDay', { time });
  if (days === 1) return t('nightTermsDayBefore', { time });
  return t('nightTermsDaysBefore', { time, days });
}

export function dayTermsText(t: Translate, policy: CancellationPolicy): string {
  const hours = policy.day_free_hours_before;
  return hours === 0 ? t('dayTermsStart') : t('dayTerms', { hours });
}

/** What a cancellation after the deadline gives back, as a share of what was paid. */
export function lateShareText(t: Translate, percent: number): string {
  return percent === 0 ? t('lateNone') : t('lateShare', { percent });
}
