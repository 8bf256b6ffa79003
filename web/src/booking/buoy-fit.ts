import type { Boat, BoatType, Buoy, HullKind } from '../http/api-schema';

// issue 28 item 1: the limit that applies is the buoy's own, not its bay's. The rule mirrors the
// booking service's (stay-quote.ts `assertBoatFits`): length first, then hull kind, so the page
// marks a buoy for the same reason the server would refuse it.

export type BuoyLimits = Pick<Buoy, 'max_loa_cm' | 'hull_kinds'>;
export type BoatSize = Pick<Boat, 'loa_cm' | 'type'>;
export type BuoyFit = 'fits' | 'too_long' | 'hull_not_accepted';
/** Which hulls a buoy takes, as one word for the page. */
export type HullsTaken = HullKind | 'both';

const MULTIHULLS: readonly BoatType[] = ['powermultihull', 'sailmultihull'];

export function hullKindOf(type: BoatType): HullKind {
  return MULTIHULLS.includes(type) ? 'multi' : 'mono';
}

export function buoyFit(boat: BoatSize, buoy: BuoyLimits): BuoyFit {
  if (boat.loa_cm > buoy.max_loa_cm) return 'too_long';
  if (!buoy.hull_kinds.includes(hullKindOf(boat.type))) return 'hull_not_accepted';
  return 'fits';
}

/**
 * Whether a bay can take the boat at all (issue 28 item 1): no buoy of a bay is longer than the
 * bay allows, so a boat over the bay's max LOA fits none of its buoys. The map dims such a bay.
 */
export function bayTakesBoat(boat: BoatSize, bay: { max_loa_cm: number }): boolean {
  return boat.loa_cm <= bay.max_loa_cm;
}

export function hullsTaken(kinds: readonly HullKind[]): HullsTaken {
  const mono = kinds.includes('mono');
  const multi = kinds.includes('multi');
  if (mono && multi) return 'both';
  return multi ? 'multi' : 'mono';
}

/** Metres for the page's number format: 1240 cm is 12.4. */
export function metresOf(cm: number): number {
  return cm / 100;
}

/**
 * The order of buoys for a chosen boat (issue 28 item 1): those it fits first, the tightest fit
 * first (the smallest buoy that takes it leaves the big ones to big boats), then those it does not
 * fit; `tie` orders the rest (e.g. by label). A buoy of unknown limits counts as not fitting.
 */
export function byFitFor<Item extends { limits: BuoyLimits | null }>(
  boat: BoatSize,
  tie: (a: Item, b: Item) => number,
): (a: Item, b: Item) => number {
  const rank = (item: Item) => (item.limits !== null && buoyFit(boat, item.limits) === 'fits' ? 0 : 1);
  return (a, b) =>
    rank(a) - rank(b) ||
    (rank(a) === 0 ? (a.limits?.max_loa_cm ?? 0) - (b.limits?.max_loa_cm ?? 0) : 0) ||
    tie(a, b);
}
