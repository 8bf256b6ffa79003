import type { BuoyCounts } from '../http/api-schema';

export type BuoyKindKey = 'digital' | 'digitalNotOnline' | 'fcfs' | 'traditional';

/**
 * The kinds of buoy a bay has, in the order a sentence names them ("12 buoys bookable online and
 * 4 traditional moorings"), leaving out kinds it has none of (issue 17). The digital buoys of a
 * bay that takes no online bookings yet (issue 15 item 6) are only digitally managed: calling
 * them bookable online would promise what the page then refuses.
 */
export function buoyKinds(
  counts: Pick<BuoyCounts, 'digital' | 'fcfs' | 'traditional'>,
  bookableOnline: boolean,
): { key: BuoyKindKey; count: number }[] {
  return (['digital', 'fcfs', 'traditional'] as const)
    .filter((kind) => counts[kind] > 0)
    .map((kind) => ({
      key: kind === 'digital' && !bookableOnline ? 'digitalNotOnline' : kind,
      count: counts[kind],
    }));
}
