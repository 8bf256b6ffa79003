import type { Caller, Logger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { findLiveOverlaps, type BookingRow } from '../bookings/booking.repository';
import type { BuoyAtBay, BuoyDirectory } from '../bookings/buoy-at-bay';
import type { StayWanted } from '../bookings/stay-wanted';
import { holdAlternatives } from '../bookings/hold-alternatives';
import type { Alternative } from '../bookings/hold-refused';
import { findBookingsAtBuoy } from './check-in.repository';
import type { Management, QrCodes } from './qr-buoy';
import { walkUpOffers, walkUpStayWanted, type WalkUpOffer } from './walk-up-stay';
import { walkUpTaken } from './walk-up-taken';

type Db = Kysely<BookingTables>;

/** A boater may check in on a booking this long before its period starts (an early arrival). */
export const EARLY_ARRIVAL_MS = 6 * 60 * 60 * 1000;

export type WalkUpState =
  'available' | 'occupied' | 'held' | 'yours' | 'informational' | 'out_of_service' | 'closed';

export interface WalkUp {
  buoy: BuoyAtBay;
  management: Management;
  state: WalkUpState;
  occupiedUntil?: Date;
  /** Held: when the last hold lapses unless it is paid. */
  holdExpiresAt?: Date;
  alternatives: Alternative[];
  yourBooking?: BookingRow;
  offers: WalkUpOffer[];
}

export interface WalkUpDeps {
  now: () => Date;
  qrCodes: QrCodes;
  buoys: BuoyDirectory;
  logger: Logger;
}

/** The caller's confirmed booking at the buoy now or soon: checking in marks its arrival. */
export async function callersBookingAtBuoy(
  db: Db,
  caller: Caller,
  buoyId: string,
  now: Date,
): Promise<BookingRow | undefined> {
  const bookings = await findBookingsAtBuoy(db, {
    buoyId,
    at: now,
    earlyArrivalUntil: new Date(now.getTime() + EARLY_ARRIVAL_MS),
  });
  return bookings.find((booking) => booking.user_id === caller.userId && booking.status === 'confirmed');
}

/** How far a boater at a buoy would go for another one (issue 28 item 4). */
export const WALK_UP_ALTERNATIVES_WITHIN_M = 10_000;

/**
 * Free buoys nearby for a walk-up now, same bay first: advice for a taken or closed buoy. Only
 * buoys that take a check-in (digital and first-come) at bays within reach by water.
 */
async function nearbyFreeBuoys(db: Db, deps: WalkUpDeps, buoy: BuoyAtBay, now: Date) {
  const kind = buoy.bay.stayTimes.night ? 'night' : 'day';
  const stay = walkUpStayWanted(
    { kind, nights: 1, extras: { mooringAssistance: false, trashCollection: false } },
    { buoyId: buoy.buoyId, boatId: '', timeZone: buoy.bay.stayTimes.timeZone },
    now,
  );
  // The boat is not known yet: any length (catalog asks for one of at least 1 cm), the commoner hull.
  return holdAlternatives(db, deps, {
    buoy,
    boat: { loaCm: 1, multihull: false },
    stay,
    walkUpWithinM: WALK_UP_ALTERNATIVES_WITHIN_M,
  });
}

/**
 * GetWalkUp (issue 14 items 1 and 3): the scanned buoy and what can be done there now. Open to
 * visitors, so the flow can welcome them before they sign in or give their details.
 */
export async function getWalkUp(
  db: Db,
  deps: WalkUpDeps,
  input: { qrSlug: string; caller?: Caller; extras?: StayWanted['extras'] },
): Promise<WalkUp> {
  const qr = await deps.qrCodes.resolve(input.qrSlug);
  const buoy = await deps.buoys.buoyAtBay(qr.buoyId);
  const now = deps.now();
  const base = { buoy, management: qr.management, alternatives: [], offers: [] };
  if (qr.management === 'traditional') return { ...base, state: 'informational' };
  if (qr.outOfService)
    return { ...base, state: 'out_of_service', alternatives: await nearbyFreeBuoys(db, deps, buoy, now) };
  const yours = input.caller && (await callersBookingAtBuoy(db, input.caller, buoy.buoyId, now));
  if (yours) return { ...base, state: 'yours', yourBooking: yours };
  const taking = await findBookingsAtBuoy(db, { buoyId: buoy.buoyId, at: now, earlyArrivalUntil: now });
  if (taking.length > 0)
    return { ...base, ...walkUpTaken(taking), alternatives: await nearbyFreeBuoys(db, deps, buoy, now) };
  const offers = walkUpOffers(buoy, now, input.extras);
  if (offers.length === 0) return { ...base, state: 'closed' };
  // Free now but booked later (tonight, say): only the stays that end before that booking.
  const free = await offersFreeAtBuoy(db, buoy.buoyId, offers);
  if (free.length > 0) return { ...base, state: 'available', offers: free };
  const later = await findBookingsAtBuoy(db, {
    buoyId: buoy.buoyId,
    at: now,
    earlyArrivalUntil: offers[offers.length - 1]?.quoted.period.end ?? now,
  });
  return { ...base, ...walkUpTaken(later), alternatives: await nearbyFreeBuoys(db, deps, buoy, now) };
}

async function offersFreeAtBuoy(db: Db, buoyId: string, offers: WalkUpOffer[]): Promise<WalkUpOffer[]> {
  const free: WalkUpOffer[] = [];
  for (const offer of offers) {
    const overlaps = await findLiveOverlaps(db, { buoyIds: [buoyId], ...offer.quoted.period });
    if (overlaps.length === 0) free.push(offer);
  }
  return free;
}
