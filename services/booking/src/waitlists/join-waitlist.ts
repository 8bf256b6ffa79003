import { AppError, type Caller, isUuid } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingLanguage } from '../bookings/booking.table';
import { boatFitOf } from '../bookings/boat-fit';
import { findTakenBuoys, periodRange } from '../bookings/booking.repository';
import type { BuoyAtBay, BuoyDirectory } from '../bookings/buoy-at-bay';
import { HoldRefused, type Alternative } from '../bookings/hold-refused';
import { quoteStay, type QuotedStay } from '../bookings/stay-quote';
import type { BoatFit, StayWanted } from '../bookings/stay-wanted';
import { findCallersBoat } from '../fleet/get-boat';
import { insertOrFindEntry, type EntryRow } from './waitlist.repository';
import { buoyTakesBoat } from './waitlist-rules';

type Db = Kysely<BookingTables>;

export interface JoinWaitlistInput {
  caller: Caller;
  bayId: string;
  stay: Pick<StayWanted, 'boatId' | 'kind' | 'fromDate' | 'toDate'>;
  language: BookingLanguage;
}

/**
 * The stay resolved at the bay as a quote resolves it (dates, the bay's limits for the boat, its
 * seasons, online payments), at a buoy stretched to the bay's own limits: which buoy fits is the
 * offer engine's question, not the line's.
 */
function quotedAtBay(buoys: BuoyAtBay[], boat: BoatFit, input: JoinWaitlistInput, now: Date): QuotedStay {
  const [first] = buoys;
  if (!first) throw new AppError('not_found');
  const { bay } = first;
  if (!bay.listed) throw new AppError('not_found');
  const anyBuoy = { ...first, digital: true, usable: true, maxLoaCm: bay.maxLoaCm, hulls: bay.hulls };
  const wanted: StayWanted = {
    ...input.stay,
    buoyId: first.buoyId,
    toDate: input.stay.kind === 'day' ? input.stay.fromDate : input.stay.toDate,
    dayHours: 0,
    extras: { mooringAssistance: false, trashCollection: false },
  };
  const quoted = quoteStay(anyBuoy, boat, wanted, now);
  if (!bay.bookableOnline) throw new AppError('payments_not_enabled');
  return quoted;
}

const alternativeAt = (buoy: BuoyAtBay): Alternative => ({
  bayId: buoy.bay.bayId,
  baySlug: buoy.bay.slug,
  bayName: buoy.bay.name,
  buoyId: buoy.buoyId,
  buoyLabel: buoy.label,
  distanceM: 0,
  qrSlug: '',
});

/** A bay with a buoy free now for the stay that takes the boat is not full: book that instead. */
async function assertBayFull(
  db: Db,
  buoys: BuoyAtBay[],
  wanted: { boat: BoatFit; quoted: QuotedStay; caller: Caller; now: Date },
) {
  const fitting = buoys.filter((buoy) => buoyTakesBoat(buoy, wanted.boat));
  const taken = await findTakenBuoys(db, {
    buoyIds: fitting.map((buoy) => buoy.buoyId),
    ...wanted.quoted.period,
    now: wanted.now,
    exceptUserId: wanted.caller.userId,
  });
  const free = fitting.filter((buoy) => !taken.has(buoy.buoyId));
  if (free.length > 0) throw new HoldRefused('waitlist_bay_not_full', free.map(alternativeAt));
}

/**
 * JoinWaitlist (issue 30 item 4): the caller's boat in line for a stay at a full bay. Catalog's
 * buoys are read before anything is written; the entry's unique index makes joining again, or
 * twice at once, answer the one live entry.
 */
export async function joinWaitlist(
  db: Db,
  deps: { buoys: Pick<BuoyDirectory, 'bayBuoys'>; now: () => Date },
  input: JoinWaitlistInput,
): Promise<EntryRow> {
  const boatRow = await findCallersBoat(db, input.caller, input.stay.boatId);
  if (!isUuid(input.bayId)) throw new AppError('not_found');
  const buoys = await deps.buoys.bayBuoys(input.bayId.toLowerCase());
  const now = deps.now();
  const boat = boatFitOf(boatRow);
  const quoted = quotedAtBay(buoys, boat, input, now);
  await assertBayFull(db, buoys, { boat, quoted, caller: input.caller, now });
  const bay = buoys[0]?.bay;
  if (!bay) throw new AppError('not_found');
  return insertOrFindEntry(db, {
    user_id: input.caller.userId,
    boater_email: input.caller.email,
    language: input.language,
    bay_id: bay.bayId,
    bay_slug: bay.slug,
    bay_name: bay.name,
    time_zone: bay.stayTimes.timeZone,
    stay_kind: quoted.kind,
    from_date: quoted.fromDate,
    to_date: quoted.toDate,
    period: periodRange(quoted.period.start, quoted.period.end),
    boat_id: boatRow.id,
    boat_name: boatRow.name,
    loa_cm: boat.loaCm,
    multihull: boat.multihull,
  });
}
