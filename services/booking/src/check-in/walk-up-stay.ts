import { AppError } from '@moorline/kit';
import { bayClock, type stayRules } from '@moorline/contracts';
import type { BuoyAtBay } from '../bookings/buoy-at-bay';
import { priceResolvedStay, resolveWantedStay, type QuotedStay } from '../bookings/stay-quote';
import type { StayWanted } from '../bookings/stay-wanted';

// The stays a boater at the buoy can start now (issue 14 item 4, spec §4): today's day stay
// until the bay's day check-out while it is open (before 14:00), tonight's night stay and
// "night + 1". Pure: `now` comes from the caller.

/** Tonight and the night after (spec §3 "night + 1"); longer stays are booked ahead. */
export const MAX_WALK_UP_NIGHTS = 2;

const WALK_UP = { walkUp: true };
export const NO_EXTRAS: StayWanted['extras'] = { mooringAssistance: false, trashCollection: false };

/** What a walk-up asks for, in the booking's terms: today at the bay, from now. */
export function walkUpStayWanted(
  choice: { kind: stayRules.StayKind; nights: number; extras: StayWanted['extras'] },
  at: { buoyId: string; boatId: string; timeZone: string },
  now: Date,
): StayWanted {
  if (choice.kind === 'night' && !(choice.nights >= 1 && choice.nights <= MAX_WALK_UP_NIGHTS))
    throw new AppError('invalid_request', `A walk-up night stay is 1 to ${MAX_WALK_UP_NIGHTS} nights`);
  const today = bayClock.localDate(now, at.timeZone);
  return {
    buoyId: at.buoyId,
    boatId: at.boatId,
    kind: choice.kind,
    fromDate: today,
    toDate: choice.kind === 'night' ? bayClock.addDays(today, choice.nights) : '',
    dayHours: 0,
    extras: choice.extras,
  };
}

export interface WalkUpOffer {
  nights: number;
  quoted: QuotedStay;
}

/**
 * The stays that can start now at this buoy, day stay first, each priced with the extras asked
 * for, so the summary before paying shows the total the check-in charges (issue 28 item 4a).
 */
export function walkUpOffers(buoy: BuoyAtBay, now: Date, extras = NO_EXTRAS): WalkUpOffer[] {
  const at = { buoyId: buoy.buoyId, boatId: '', timeZone: buoy.bay.stayTimes.timeZone };
  const choices = [
    { kind: 'day' as const, nights: 0 },
    ...Array.from({ length: MAX_WALK_UP_NIGHTS }, (_, index) => ({
      kind: 'night' as const,
      nights: index + 1,
    })),
  ];
  const offers: WalkUpOffer[] = [];
  for (const choice of choices) {
    const wanted = walkUpStayWanted({ ...choice, extras }, at, now);
    const quoted = quoteIfOpen(buoy, wanted, now);
    if (quoted) offers.push({ nights: choice.nights, quoted });
  }
  return offers;
}

/** The walk-up stay's quote, or undefined when the bay does not sell it now. */
function quoteIfOpen(buoy: BuoyAtBay, wanted: StayWanted, now: Date): QuotedStay | undefined {
  try {
    const stay = resolveWantedStay(wanted, buoy.bay.stayTimes, now);
    const quoted = priceResolvedStay(buoy, stay, wanted, now, WALK_UP);
    return quoted.period.end > now ? quoted : undefined;
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
