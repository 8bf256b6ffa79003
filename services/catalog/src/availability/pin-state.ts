/**
 * A bay's map pin (spec §4), named by meaning; the web app gives each a colour, shape and label:
 * bookable (blue), mostly_fcfs (orange), full (red), informational and sign_in_required (grey).
 */
export type PinState = 'bookable' | 'mostly_fcfs' | 'full' | 'informational' | 'sign_in_required';

/** What a bay is: counts of its buoys by kind, catalog data that anyone may see. */
export interface BayBuoyMix {
  digital: number;
  fcfs: number;
  /** FCFS buoys not out of service: places a boater might find free on arrival. */
  usableFcfs: number;
}

/** What only a signed-in caller learns: how many digital buoys are free for the whole stay. */
export interface BayLiveAvailability {
  /** Digital buoys not out of service, with no hold or booking overlapping the stay. */
  freeDigital: number;
}

/**
 * Spec §4 pin colours, in this order:
 * 1. informational (grey) when the bay has no digital and no FCFS buoy: traditional only;
 * 2. sign_in_required (grey) when the caller is not signed in (`live` is null): spec §6, the
 *    answer carries no real-time state;
 * 3. a bay that takes no online bookings (its operator cannot receive payments, issue 26 item 3)
 *    has no digital buoy to book, free or not: mostly_fcfs (orange) when it has usable FCFS
 *    buoys, informational (grey, the web names why) otherwise; never bookable, never full;
 * 4. full (red) when no digital buoy is free for the stay and no FCFS buoy is usable;
 * 5. mostly_fcfs (orange) when usable FCFS buoys outnumber the free digital ones (strictly);
 * 6. bookable (blue) otherwise: free digital buoys, at least as many as usable FCFS ones.
 * FCFS buoys count as possibly free because nobody books them; catalog cannot see them taken.
 */
export function pinState(mix: BayBuoyMix, live: BayLiveAvailability | null, bookableOnline = true): PinState {
  if (mix.digital === 0 && mix.fcfs === 0) return 'informational';
  if (live === null) return 'sign_in_required';
  if (!bookableOnline) return mix.usableFcfs > 0 ? 'mostly_fcfs' : 'informational';
  if (live.freeDigital === 0 && mix.usableFcfs === 0) return 'full';
  if (mix.usableFcfs > live.freeDigital) return 'mostly_fcfs';
  return 'bookable';
}
