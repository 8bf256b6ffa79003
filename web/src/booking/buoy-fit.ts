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
