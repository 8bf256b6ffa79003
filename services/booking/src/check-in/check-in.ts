import { AppError, type Caller, inTransaction, isUuid, outbox } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingLanguage } from '../bookings/booking.table';
import type { BookingRow } from '../bookings/booking.repository';
import { createHold, type HoldDeps } from '../bookings/create-hold';
import type { StayWanted } from '../bookings/stay-wanted';
import { checkedInEvent } from '../events/booking-events';
import { claimPresenceCheck, findPresenceCheck, markCheckedIn } from './check-in.repository';
import { callersBookingAtBuoy } from './get-walk-up';
import { walkUpStayWanted } from './walk-up-stay';

type Db = Kysely<BookingTables>;

export interface CheckInInput {
  caller: Caller;
  presenceId: string;
  idempotencyKey: string;
  boatId: string;
  /** The stay a walk-up starts; not needed to mark the arrival of a booking made ahead. */
  walkUp?: { kind: 'day' | 'night'; nights: number; extras: StayWanted['extras'] };
  language: BookingLanguage;
  /** The client's address as the BFF saw it: a walk-up is a new hold (issue 26 item 3). */
  clientAddress?: string;
}

/**
 * The caller's passed presence check, still good; anyone else's is `not_found`. A check made
 * before the walk-up's personal details belongs to nobody yet: the first caller claims it.
 */
async function presencePass(db: Db, caller: Caller, presenceId: string, now: Date) {
  const found = isUuid(presenceId) ? await findPresenceCheck(db, presenceId.toLowerCase()) : undefined;
  const pass = found?.user_id === null ? await claimPresenceCheck(db, found.id, caller.userId) : found;
  if (!pass || pass.user_id !== caller.userId || pass.verdict !== 'present') throw new AppError('not_found');
  if (pass.expires_at <= now) throw new AppError('presence_expired');
  return pass;
}

/** The arrival of a booking made ahead: checked in once, CheckedIn with it; again, the same. */
async function markArrival(db: Db, booking: BookingRow): Promise<BookingRow> {
  if (booking.checked_in_at !== null) return booking;
  return inTransaction(db, async (trx) => {
    const checkedIn = await markCheckedIn(trx, booking.id);
    if (!checkedIn?.checked_in_at) return booking;
    await outbox.add(trx, checkedInEvent({ ...checkedIn, checked_in_at: checkedIn.checked_in_at }));
    return checkedIn;
  });
}

/**
 * CheckIn (issue 14 items 3 and 6) at the buoy the presence pass names. A booking of the caller's
 * there now marks the arrival, with no new payment, if the boat is the booking's (spec §2: the
 * not-your-boat notice otherwise). Otherwise the walk-up stay starting now is held like any
 * booking (same constraints, same 3 minutes) and checked in when its payment confirms it.
 */
export async function checkIn(
  db: Db,
  deps: HoldDeps,
  input: CheckInInput,
): Promise<{ booking: BookingRow; arrival: boolean }> {
  const now = deps.now();
  const pass = await presencePass(db, input.caller, input.presenceId, now);
  const yours = await callersBookingAtBuoy(db, input.caller, pass.buoy_id, now);
  if (yours) {
    if (yours.boat_id !== input.boatId.toLowerCase()) throw new AppError('not_your_boat');
    return { booking: await markArrival(db, yours), arrival: true };
  }
  if (!input.walkUp) throw new AppError('invalid_request', 'Choose a day or night stay');
  const buoy = await deps.buoys.buoyAtBay(pass.buoy_id);
  const stay = walkUpStayWanted(
    input.walkUp,
    { buoyId: pass.buoy_id, boatId: input.boatId, timeZone: buoy.bay.stayTimes.timeZone },
    now,
  );
  const booking = await createHold(db, deps, {
    caller: input.caller,
    idempotencyKey: input.idempotencyKey,
    stay,
    language: input.language,
    channel: { walkUp: true },
    clientAddress: input.clientAddress,
  });
  return { booking, arrival: false };
}
