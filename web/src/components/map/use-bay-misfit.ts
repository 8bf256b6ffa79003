'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { bayTakesBoat, metresOf } from '../../booking/buoy-fit';
import type { BaySummary, Boat } from '../../http/api-schema';

/** Why a bay has no buoy for the chosen boat, or null when it may (issue 28 item 1). */
export type BayMisfit = (bay: Pick<BaySummary, 'max_loa_cm'>) => string | null;

/** "No buoy for a 17 m boat" for a bay whose max LOA the boat is over; null without a boat. */
export function useBayMisfit(boat: Boat | null): BayMisfit {
  const t = useTranslations('BuoyFit');
  return useCallback(
    (bay) =>
      boat === null || bayTakesBoat(boat, bay) ? null : t('noBuoyForBoat', { metres: metresOf(boat.loa_cm) }),
    [boat, t],
  );
}
