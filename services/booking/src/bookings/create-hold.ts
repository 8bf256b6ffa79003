import {
  AppError,
  type Caller,
  checkIdempotencyKey,
  type Logger,
  outbox,
  replayOf,
  requestDigest,
  violatedConstraint,
} from '@moorline/kit';
import type { Kysely, Transaction } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingLanguage } from './booking.table';
import { bookingExpiredEvent, bookingHeldEvent } from '../events/booking-events';
import { bookedDetailsChanged } from '../fleet/boat-change';
import { lockLiveBoat } from '../fleet/boat.repository';
import type { QrCodes } from '../check-in/qr-buoy';
import { boatBookedElsewhere } from './boat-booked-elsewhere';
import { boatFitOf } from './boat-fit';
import { attributedEmbed, type EmbedDirectory } from './embed-attribution';
import {
  expireOverdueHoldsBlocking,
  findBookingByKey,
  findKeptNights,
  findOfferedBuoys,
  insertHeldBooking,
  periodRange,
  type BookingRow,
} from './booking.repository';
import { findCallersBooking } from './find-callers-booking';
import { assertGuestMayHold } from './guest-hold';
import { holdAlternatives } from './hold-alternatives';
import { assertWithinHoldLimits, holdLimitCodes, type HoldLimits } from './hold-limits';
import { HoldRefused } from './hold-refused';
import { assertExtendable, assertIsNextNight, keptNightOf } from './next-night-rules';
import { checkStay, type CheckedStay, type QuoteDeps } from './quote';
import { foldForSearch } from './search-text';
import type { SaleChannel } from './stay-quote';
import type { StayWanted } from './stay-wanted';
import { lockBuoyKeeping, type OfferRow } from '../waitlists/waitlist.repository';
import { offerForHold, takeOffer } from '../waitlists/take-offer';

type Db = Kysely<BookingTables>;

export interface HoldDeps extends QuoteDeps {
  /** How long a hold waits for payment: the spec's 3 minutes (§9), shorter in tests. */
  holdSeconds: number;
  logger: Logger;
  /** How many holds an account keeps and makes (issue 26 item 3). */
  holdLimits: HoldLimits;
  /** A guest's QR code names the one buoy it may hold. */
  qrCodes: QrCodes;
  /** Which embeds exist and the bays they show, to credit a hold to its partner. */
  embeds: EmbedDirectory;
  /** True only in the race test's negative twin: an edit and a new hold then cross. */
  unguardedBoatChanges?: boolean;
}

export interface CreateHoldInput {
  caller: Caller;
  idempotencyKey: string;
  stay: StayWanted;
  language: BookingLanguage;
  /** Booked ahead online (the default), or walked up to at the buoy (issue 14). */
  channel?: SaleChannel;
  /** The client's address as the BFF saw it, for the rate of new holds per address. */
  clientAddress?: string;
  /** The partner map embed or link the boater came through, as the link carried it. */
  embedId?: string;
  /** Issue 30 item 3: the caller's confirmed booking this stay is the next night of. */
  extendsBookingId?: string;
  /** Issue 30 item 4: the caller's waitlist offer whose kept buoy this hold takes. */
  waitlistOfferId?: string;
}

/**
 * Inside the hold's transaction: the buoy is kept for someone else, the night after their stay
 * (issue 30 item 3) or a waitlist offer (item 4).
 */
class KeptForAnother extends Error {}

/** The waitlist offer the hold takes, checked as the caller's, open and for this stay. */
async function offerTaken(db: Db, deps: HoldDeps, input: CreateHoldInput): Promise<OfferRow | undefined> {
  if (!input.waitlistOfferId) return undefined;
  return offerForHold(db, {
    caller: input.caller,
    offerId: input.waitlistOfferId,
    stay: input.stay,
    now: deps.now(),
  });
}

/**
 * The booking a stay another night continues: the caller's (else `not_found`), confirmed and not
 * ended, and the stay exactly its next night with its boat (else `booking_not_extendable`).
 */
async function extendedBooking(db: Db, deps: HoldDeps, input: CreateHoldInput) {
  if (!input.extendsBookingId) return undefined;
  const booking = await findCallersBooking(db, input.caller, input.extendsBookingId);
  assertExtendable(booking, deps.now());
  assertIsNextNight(booking, input.stay);
  return booking;
}

/** The stay as its idempotency key remembers it; a stay another night names the booking it continues. */
function holdDigest(input: CreateHoldInput): string {
  const extendsBookingId = input.extendsBookingId?.toLowerCase();
  const waitlistOfferId = input.waitlistOfferId?.toLowerCase();
  return requestDigest({
    ...input.stay,
    ...(extendsBookingId ? { extendsBookingId } : {}),
    ...(waitlistOfferId ? { waitlistOfferId } : {}),
  });
}

/**
 * The stay checked; a retry whose stay no longer passes (the day stay closed since, the boat
 * deleted) still answers the booking made the first time.
 */
async function checkedOrEarlier(db: Db, deps: HoldDeps, input: CreateHoldInput & { key: string }) {
  try {
    const extended = await extendedBooking(db, deps, input);
    const offer = await offerTaken(db, deps, input);
    const checked = await checkStay(db, deps, input.caller, input.stay, input.channel);
    await assertGuestMayHold(deps, { ...input, buoy: checked.buoy });
    return { checked, extended, offer };
  } catch (error) {
    const earlier = await findBookingByKey(db, input.caller.userId, input.key);
    if (earlier) return { earlier };
    throw error;
  }
}

/**
 * CreateHold (issue 12 item 4): checks the stay outside any transaction (catalog is a network
 * call), then in one transaction lapses overdue holds in the way, writes the booking as held and
 * BookingHeld to the outbox. The constraints decide every race and every retry: the key's unique
 * index turns a retry's insert back (so a first request pays no lookup of its key), and the
 * exclusion constraints give the loser the spec's refusal with alternatives, or, when it was a
 * retry of the same request, the winner's booking.
 */
export async function createHold(db: Db, deps: HoldDeps, input: CreateHoldInput): Promise<BookingRow> {
  const userId = input.caller.userId;
  const key = checkIdempotencyKey(input.idempotencyKey);
  const digest = holdDigest(input);
  const { checked, extended, offer, earlier } = await checkedOrEarlier(db, deps, { ...input, key });
  if (earlier) return replayOf(earlier, digest);
  const creditedEmbedId = await attributedEmbed(deps, {
    embedId: input.embedId,
    bayId: checked.buoy.bay.bayId,
  });
  try {
    return await db
      .transaction()
      .execute((trx) =>
        holdInTransaction(trx, deps, { ...input, key, digest, checked, creditedEmbedId, extended, offer }),
      );
  } catch (error) {
    if (error instanceof AppError && holdLimitCodes.includes(error.code)) {
      const earlier = await findBookingByKey(db, userId, key);
      if (earlier) return replayOf(earlier, digest);
    }
    const keptForAnother = error instanceof KeptForAnother;
    const constraint = keptForAnother ? 'bookings_buoy_no_overlap' : violatedConstraint(error);
    if (constraint === undefined) throw error;
    const winner = await findBookingByKey(db, userId, key);
    if (winner) return replayOf(winner, digest);
    if (constraint === 'bookings_boat_no_overlap')
      throw new HoldRefused(
        'boat_already_booked',
        [],
        await boatBookedElsewhere(db, { boatId: checked.boat.id, ...checked.quoted.period }),
      );
    if (constraint !== 'bookings_buoy_no_overlap') throw error;
    const wanted = { buoy: checked.buoy, boat: boatFitOf(checked.boat), stay: input.stay };
    throw new HoldRefused('buoy_already_booked', await holdAlternatives(db, deps, wanted));
  }
}

async function holdInTransaction(
  trx: Transaction<BookingTables>,
  deps: HoldDeps,
  hold: CreateHoldInput & {
    key: string;
    digest: string;
    checked: CheckedStay;
    creditedEmbedId: string | null;
    extended: BookingRow | undefined;
    offer: OfferRow | undefined;
  },
): Promise<BookingRow> {
  const { boat, buoy, quoted } = hold.checked;
  const client = { userId: hold.caller.userId, address: hold.clientAddress || null };
  await assertWithinHoldLimits(trx, deps.holdLimits, client);
  // The boat must still be in the fleet; the share lock keeps a delete or an edit out until this
  // commits. An edit that committed since the boat was checked (outside, as catalog's buoy is a
  // network call) shows in the locked row: its length or hull were never checked against this
  // buoy, so the hold is refused (`conflict`, try again) rather than checked again in here.
  const locked = await lockLiveBoat(trx, boat.id);
  if (!locked) throw new AppError('not_found');
  if (deps.unguardedBoatChanges !== true && bookedDetailsChanged(boat, locked))
    throw new AppError('conflict');
  const lapsed = await expireOverdueHoldsBlocking(trx, {
    buoyId: buoy.buoyId,
    boatId: boat.id,
    ...quoted.period,
  });
  // Issue 30 item 3: until 09:00 bay time the night after a confirmed stay is its booker's; the
  // exclusion constraint still decides between two holds the keep lets through.
  const kept = await findKeptNights(trx, {
    buoyIds: [buoy.buoyId],
    ...quoted.period,
    now: deps.now(),
    exceptUserId: hold.caller.userId,
  });
  if (kept.length > 0) throw new KeptForAnother();
  // Issue 30 item 4: under the buoy's lock an open waitlist offer and this hold see each other
  // (an offer is made under the same lock after checking live bookings): only its boater takes it.
  await lockBuoyKeeping(trx, buoy.buoyId);
  const keptByOffer = await findOfferedBuoys(trx, {
    buoyIds: [buoy.buoyId],
    ...quoted.period,
    exceptOfferId: hold.offer?.id,
  });
  if (keptByOffer.length > 0) throw new KeptForAnother();
  if (hold.offer) await takeOffer(trx, hold.offer);
  const keeps = keptNightOf(quoted, {
    keepsNextNight: buoy.bay.keepsNextNight,
    stayTimes: buoy.bay.stayTimes,
  });
  const held = await insertHeldBooking(
    trx,
    {
      user_id: hold.caller.userId,
      idempotency_key: hold.key,
      request_digest: hold.digest,
      bay_id: buoy.bay.bayId,
      bay_slug: buoy.bay.slug,
      bay_name: buoy.bay.name,
      time_zone: buoy.bay.stayTimes.timeZone,
      buoy_id: buoy.buoyId,
      buoy_label: buoy.label,
      boat_id: boat.id,
      boat_name: boat.name,
      registration_number: boat.registration_number,
      stay_kind: quoted.kind,
      from_date: quoted.fromDate,
      to_date: quoted.toDate,
      period: periodRange(quoted.period.start, quoted.period.end),
      mooring_assistance: hold.stay.extras.mooringAssistance,
      trash_collection: hold.stay.extras.trashCollection,
      price: JSON.stringify(quoted.price),
      cancellation_policy: JSON.stringify(buoy.bay.cancellationPolicy),
      total_minor: quoted.price.totalMinor,
      currency: quoted.price.currency,
      search_text: foldForSearch(`${buoy.bay.name} ${buoy.label} ${boat.registration_number}`),
      language: hold.language,
      boater_email: hold.caller.email,
      skipper_name: hold.caller.name,
      skipper_phone: hold.caller.phone ?? '',
      walk_up: hold.channel?.walkUp ?? false,
      // A guest's booking waits for an account with its email to take it over.
      guest: hold.caller.roles.includes('guest'),
      client_address: client.address,
      embed_id: hold.creditedEmbedId,
      visit_id: hold.extended?.visit_id ?? null,
      extends_booking_id: hold.extended?.id ?? null,
      next_night_period: keeps ? periodRange(keeps.period.start, keeps.period.end) : null,
      next_night_kept_until: keeps?.keptUntil ?? null,
    },
    deps.holdSeconds,
  );
  await outbox.add(trx, ...lapsed.map(bookingExpiredEvent), bookingHeldEvent(held));
  return held;
}
