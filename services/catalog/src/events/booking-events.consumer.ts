import { eventsV1, topics } from '@moorline/contracts';
import type { ConsumerSpec, EventHandler } from '@moorline/kit';
import type { Transaction } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { applyBookingFact } from '../occupancy/apply-booking-fact';
import type { OccupancyState } from '../occupancy/booking-occupancy.table';
import type { BookingFact } from '../occupancy/occupancy.repository';
import { isUuid } from '../validation/uuid';

/** The fields every booking event carries (proto/moorline/events/v1/booking_events.proto). */
interface BookingEventFields {
  bookingId: string;
  version: number;
  bayId: string;
  buoyId: string;
  periodStart?: Date | undefined;
  periodEnd?: Date | undefined;
  /** Issue 30 item 3: the next night kept for the booker, on BookingHeld, Confirmed and Moved. */
  nextNightStart?: Date | undefined;
  nextNightEnd?: Date | undefined;
  nextNightKeptUntil?: Date | undefined;
}

/** The kept night when the event names a whole one; an event from before issue 30 names none. */
function keptNightOf(event: BookingEventFields): BookingFact['keptNight'] {
  const { nextNightStart: start, nextNightEnd: end, nextNightKeptUntil: until } = event;
  return start && end && until && start < end ? { start, end, until } : undefined;
}

/** A malformed event is an error of the event: the consumer retries it, then parks it. */
export function bookingFact(event: BookingEventFields, state: OccupancyState): BookingFact {
  const { bookingId, version, bayId, buoyId, periodStart, periodEnd } = event;
  const ids = [bookingId, bayId, buoyId].every((id) => isUuid(id));
  if (
    !ids ||
    !Number.isInteger(version) ||
    version < 1 ||
    !periodStart ||
    !periodEnd ||
    periodStart >= periodEnd
  )
    throw new Error(`malformed booking event for booking "${bookingId}" (version ${version})`);
  return { bookingId, version, bayId, buoyId, periodStart, periodEnd, state, keptNight: keptNightOf(event) };
}

type BookingEventType =
  | typeof eventsV1.BookingHeld.$type
  | typeof eventsV1.BookingConfirmed.$type
  | typeof eventsV1.BookingExpired.$type
  | typeof eventsV1.BookingFailed.$type
  | typeof eventsV1.BookingCancelled.$type;

function applying<T extends BookingEventType>(
  state: OccupancyState,
): EventHandler<T, Transaction<CatalogTables>> {
  return (event, trx) => applyBookingFact(trx, bookingFact(event.payload, state));
}

/**
 * A booking moved to another buoy of its bay (issue 15 item 7): still held or confirmed, now at
 * the event's buoy. The projection frees the previous buoy and takes the new one, as for any
 * booking whose placement changed.
 */
const applyingMove: EventHandler<typeof eventsV1.BookingMoved.$type, Transaction<CatalogTables>> = (
  event,
  trx,
) => applyBookingFact(trx, bookingFact(event.payload, event.payload.held ? 'held' : 'confirmed'));

/**
 * Issue 30 item 4: a waitlist offer keeps its buoy for its boater, so the map shows it booked (as
 * confirmed) for the offer's period, not merely held, until WaitlistOfferEnded (version 2) frees it; the hold
 * that takes an offer announces itself. The offer's id stands in the booking's place.
 */
const applyingOfferMade: EventHandler<typeof eventsV1.WaitlistOfferMade.$type, Transaction<CatalogTables>> = (
  event,
  trx,
) => applyBookingFact(trx, bookingFact({ ...event.payload, bookingId: event.payload.offerId }, 'confirmed'));

const applyingOfferEnded: EventHandler<
  typeof eventsV1.WaitlistOfferEnded.$type,
  Transaction<CatalogTables>
> = (event, trx) =>
  applyBookingFact(trx, bookingFact({ ...event.payload, bookingId: event.payload.offerId }, 'expired'));

/**
 * The live buoy-status projection's consumer (issue 5 item 3). Transactional effects: the
 * event, its processed record and any BuoyStatusChanged commit together.
 */
export function buoyStatusProjection(): ConsumerSpec<CatalogTables> {
  return {
    consumerName: 'catalog.buoy-status',
    topics: [topics.booking],
    effects: 'transactional',
    handlers: {
      [eventsV1.BookingHeld.$type]: applying('held'),
      [eventsV1.BookingConfirmed.$type]: applying('confirmed'),
      [eventsV1.BookingExpired.$type]: applying('expired'),
      [eventsV1.BookingFailed.$type]: applying('failed'),
      // Issue 30 item 2: a paid booking cancelled frees its buoy at once, as a failed one does.
      [eventsV1.BookingCancelled.$type]: applying('cancelled'),
      [eventsV1.BookingMoved.$type]: applyingMove,
      [eventsV1.WaitlistOfferMade.$type]: applyingOfferMade,
      [eventsV1.WaitlistOfferEnded.$type]: applyingOfferEnded,
    },
  };
}
