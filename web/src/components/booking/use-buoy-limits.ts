'use client';

import { useTranslations } from 'next-intl';
import { hullsTaken, metresOf, type BuoyLimits } from '../../booking/buoy-fit';

/** "up to 12 m, monohulls" in the page language (issue 28: the buoy's limit, not its bay's). */
export function useBuoyLimitsText(): (limits: BuoyLimits) => string {
  const t = useTranslations('BuoyFit');
  return (limits) =>
    t('limits', {
      metres: metresOf(limits.max_loa_cm),
      hulls: t(`hulls.${hullsTaken(limits.hull_kinds)}`),
    });
}
