import { AppError, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { findLiveBoat } from '../fleet/boat.repository';
import { boatFitOf } from './boat-fit';
import { findTakenBuoys, type BookingRow } from './booking.repository';
import type { BuoyAtBay } from './buoy-at-bay';
import { findCallersBooking } from './find-callers-booking';
import { holdAlternatives } from './hold-alternatives';
import type { Alternative } from './hold-refused';
import { assertExtendable, isStillKept, nextNightOf, type NightDates } from './next-night-rules';
import type { QuoteDeps } from './quote';
import { quoteStay, type QuotedStay } from './stay-quote';
import type { StayWanted } from './stay-wanted';

type Db = Kysely<BookingTables>;

/** The night after a booking: on its buoy when that is free for the booker, else alternatives. */
export interface NextNightOffer {
  night: NightDates;
  sameBuoy?: { stay: StayWanted; quoted: QuotedStay; keptUntil: Date | undefined };
  alternatives: Alternative[];
}

/** The bay sells no night then: nothing to offer on any of its buoys. */
const unsellableCodes = ['stay_not_offered', 'bay_closed_for_season', 'dates_in_past', 'invalid_dates'];
/** Only this buoy cannot take the night: other buoys may. */
const buoyOnlyCodes = ['buoy_not_available', 'boat_too_large_for_buoy', 'hull_not_accepted_at_buoy'];

async function bookedBuoy(deps: QuoteDeps, booking: BookingRow): Promise<BuoyAtBay> {
  const buoy = await deps.buoys.buoyAtBay(booking.buoy_id).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'not_found'
      ? new AppError('booking_not_extendable')
      : error;
  });
  // A draft or hidden bay, or one that cannot take payments, sells no new stay.
  if (!buoy.bay.listed || !buoy.bay.bookableOnline) throw new AppError('booking_not_extendable');
  return buoy;
}

/** The next night on the booked buoy with the booked extras the bay still sells. */
function nextNightStay(booking: BookingRow, buoy: BuoyAtBay, night: NightDates): StayWanted {
  const { prices } = buoy.bay;
  return {
    buoyId: booking.buoy_id,
    boatId: booking.boat_id,
    kind: 'night',
    ...night,
    dayHours: 0,
    extras: {
      mooringAssistance: booking.mooring_assistance && prices.mooringAssistanceMinor !== null,
      trashCollection: booking.trash_collection && prices.trashCollectionMinor !== null,
    },
  };
}

/** The night quoted on the booked buoy; undefined when only that buoy cannot take it. */
function quotedOnBuoy(buoy: BuoyAtBay, boat: ReturnType<typeof boatFitOf>, stay: StayWanted, now: Date) {
  try {
    return quoteStay(buoy, boat, stay, now);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (unsellableCodes.includes(error.code)) throw new AppError('booking_not_extendable');
    if (buoyOnlyCodes.includes(error.code)) return undefined;
    throw error;
  }
}

/**
 * OfferNextNight (issue 30 item 3): the night after one of the caller's confirmed stays not yet
 * ended, for its boat and extras. On its buoy when no one else has it (a night kept for the
 * caller is theirs), with until when it is kept; otherwise the free buoys a refused hold would
 * get, same bay first. Reads only: the boater holds the offer with CreateHold.
 */
export async function offerNextNight(
  db: Db,
  deps: QuoteDeps,
  input: { caller: Caller; bookingId: string },
): Promise<NextNightOffer> {
  const booking = await findCallersBooking(db, input.caller, input.bookingId);
  const now = deps.now();
  assertExtendable(booking, now);
  const night = nextNightOf({
    kind: booking.stay_kind,
    fromDate: booking.from_date,
    toDate: booking.to_date,
  });
  const boatRow = await findLiveBoat(db, booking.boat_id);
  if (!boatRow) throw new AppError('booking_not_extendable');
  const buoy = await bookedBuoy(deps, booking);
  const boat = boatFitOf(boatRow);
  const stay = nextNightStay(booking, buoy, night);
  const quoted = quotedOnBuoy(buoy, boat, stay, now);
  if (quoted) {
    const taken = await findTakenBuoys(db, {
      buoyIds: [buoy.buoyId],
      ...quoted.period,
      now,
      exceptUserId: input.caller.userId,
    });
    if (!taken.has(buoy.buoyId)) {
      const keptUntil = isStillKept(booking.next_night_kept_until, now)
        ? booking.next_night_kept_until
        : undefined;
      return { night, sameBuoy: { stay, quoted, keptUntil }, alternatives: [] };
    }
  }
  return { night, alternatives: await holdAlternatives(db, deps, { buoy, boat, stay }) };
}
