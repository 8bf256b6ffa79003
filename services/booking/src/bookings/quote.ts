import { AppError, type Caller, isUuid, type Logger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BoatRow } from '../fleet/boat.repository';
import { findCallersBoat } from '../fleet/get-boat';
import { boatFitOf } from './boat-fit';
import { findKeptNights, findLiveOverlaps, findOfferedBuoys } from './booking.repository';
import type { BuoyAtBay, BuoyDirectory } from './buoy-at-bay';
import { boatBookedElsewhere } from './boat-booked-elsewhere';
import { holdAlternatives } from './hold-alternatives';
import { HoldRefused } from './hold-refused';
import { buoyFitCodes, quoteStay, type QuotedStay, type SaleChannel } from './stay-quote';
import type { StayWanted } from './stay-wanted';

type Db = Kysely<BookingTables>;

export interface QuoteDeps {
  now: () => Date;
  buoys: BuoyDirectory;
  logger: Logger;
}

/** A stay checked against every rule that needs no lock: the boat, the buoy, the dates, the price. */
export interface CheckedStay {
  boat: BoatRow;
  buoy: BuoyAtBay;
  quoted: QuotedStay;
}

/** The caller's boat, catalog's buoy and the rules at `now`; reads only, outside any transaction. */
export async function checkStay(
  db: Db,
  deps: QuoteDeps,
  caller: Caller,
  stay: StayWanted,
  channel?: SaleChannel,
): Promise<CheckedStay> {
  const boat = await findCallersBoat(db, caller, stay.boatId);
  if (!isUuid(stay.buoyId)) throw new AppError('not_found');
  const buoy = await deps.buoys.buoyAtBay(stay.buoyId.toLowerCase());
  // A bay not on the map (a draft, or hidden by its operator) is not on sale: as unknown to a
  // boater as its page is. Its bookings already made are served elsewhere, not quoted again.
  if (!buoy.bay.listed) throw new AppError('not_found');
  const quoted = await quotedOrOffered(db, deps, { buoy, boat, stay, channel });
  // Issue 26 item 3: a bay that cannot take payments would only block the buoy for 3 minutes.
  if (!buoy.bay.bookableOnline) throw new AppError('payments_not_enabled');
  return { boat, buoy, quoted };
}

const isBuoyFitCode = (code: string): code is (typeof buoyFitCodes)[number] =>
  buoyFitCodes.some((fitCode) => fitCode === code);

/** The stay quoted; a buoy that does not take the boat is refused with the free ones that do. */
async function quotedOrOffered(
  db: Db,
  deps: QuoteDeps,
  wanted: { buoy: BuoyAtBay; boat: BoatRow; stay: StayWanted; channel: SaleChannel | undefined },
): Promise<QuotedStay> {
  const boat = boatFitOf(wanted.boat);
  try {
    return quoteStay(wanted.buoy, boat, wanted.stay, deps.now(), wanted.channel);
  } catch (error) {
    if (!(error instanceof AppError) || !isBuoyFitCode(error.code)) throw error;
    throw new HoldRefused(error.code, await holdAlternatives(db, deps, { ...wanted, boat }));
  }
}

/**
 * Quote: the price of the stay and whether it can be booked right now. The buoy or boat being
 * taken is answered here too, so the preview says so before the boater tries to pay.
 */
export async function quote(db: Db, deps: QuoteDeps, input: { caller: Caller; stay: StayWanted }) {
  const checked = await checkStay(db, deps, input.caller, input.stay);
  const { period } = checked.quoted;
  const overlaps = await findLiveOverlaps(db, {
    buoyIds: [checked.buoy.buoyId],
    boatId: checked.boat.id,
    ...period,
  });
  if (overlaps.some((booking) => booking.buoy_id === checked.buoy.buoyId))
    throw new AppError('buoy_not_available');
  const kept = await findKeptNights(db, {
    buoyIds: [checked.buoy.buoyId],
    ...period,
    now: deps.now(),
    exceptUserId: input.caller.userId,
  });
  if (kept.length > 0) throw new AppError('buoy_not_available');
  const offered = await findOfferedBuoys(db, {
    buoyIds: [checked.buoy.buoyId],
    ...period,
    exceptUserId: input.caller.userId,
  });
  if (offered.length > 0) throw new AppError('buoy_not_available');
  if (overlaps.length > 0)
    throw new HoldRefused(
      'boat_already_booked',
      [],
      await boatBookedElsewhere(db, { boatId: checked.boat.id, ...period }),
    );
  return checked.quoted;
}
