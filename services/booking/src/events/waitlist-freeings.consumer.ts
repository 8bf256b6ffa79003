import { catalogV1, eventsV1, topics, type EventType } from '@moorline/contracts';
import { type ConsumedEvent, type ConsumerSpec, type EventHandler, isUuid } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { offerFreedBuoy, type Freeing, type OfferDeps } from '../waitlists/offer-freed-buoy';

const CONSUMER = 'booking.waitlist-freeings';
const { BuoyStatus } = catalogV1;

type Db = Kysely<BookingTables>;
type FreeingAnnounced = Omit<Freeing, 'processed'> | undefined;

function periodFreeing(cause: string, buoyId: string, start: Date | undefined, end: Date | undefined) {
  if (!isUuid(buoyId) || !start || !end) return undefined;
  return { buoyId: buoyId.toLowerCase(), start, end, cause };
}

/** A handler that offers the buoy an event frees; an event that frees nothing is only recorded. */
function offering<T extends EventType>(
  deps: OfferDeps,
  freeingOf: (event: ConsumedEvent<T>) => FreeingAnnounced,
): EventHandler<T, Db> {
  return async (event, db) => {
    const freeing = freeingOf(event);
    if (!freeing) return;
    await offerFreedBuoy(db, deps, { ...freeing, processed: { consumer: CONSUMER, eventId: event.eventId } });
  };
}

/** An operator's change (no booking named) that leaves the buoy bookable: back in service from now. */
function backInService(payload: eventsV1.BuoyStatusChanged): FreeingAnnounced {
  if (payload.bookingId !== '' || payload.status === BuoyStatus.BUOY_STATUS_OUT_OF_SERVICE) return undefined;
  if (!isUuid(payload.buoyId)) return undefined;
  return {
    buoyId: payload.buoyId.toLowerCase(),
    start: payload.changedAt ?? new Date(),
    end: null,
    cause: 'back_in_service',
  };
}

/**
 * The offer engine's trigger (issue 30 item 4): booking's own events that free a buoy for a
 * period (a hold lapsed or cancelled, a booking failed, cancelled or moved off it, an offer lapsed
 * or withdrawn), and catalog's buoy coming back into service. External effects, since the engine
 * asks catalog for the buoy first; the event is recorded as processed inside the offers'
 * transaction, so a replay (or a redelivery racing the first) makes no second offer.
 */
export function waitlistFreeings(deps: OfferDeps): ConsumerSpec<BookingTables> {
  return {
    consumerName: CONSUMER,
    topics: [topics.booking, topics.catalog],
    effects: 'external',
    handlers: {
      [eventsV1.BookingExpired.$type]: offering(deps, ({ payload }) =>
        periodFreeing('hold_expired', payload.buoyId, payload.periodStart, payload.periodEnd),
      ),
      [eventsV1.BookingFailed.$type]: offering(deps, ({ payload }) =>
        periodFreeing('booking_failed', payload.buoyId, payload.periodStart, payload.periodEnd),
      ),
      [eventsV1.BookingCancelled.$type]: offering(deps, ({ payload }) =>
        periodFreeing('booking_cancelled', payload.buoyId, payload.periodStart, payload.periodEnd),
      ),
      [eventsV1.BookingMoved.$type]: offering(deps, ({ payload }) =>
        periodFreeing('booking_moved', payload.previousBuoyId, payload.periodStart, payload.periodEnd),
      ),
      [eventsV1.WaitlistOfferEnded.$type]: offering(deps, ({ payload }) =>
        payload.endedAs === 'taken'
          ? undefined
          : periodFreeing(`offer_${payload.endedAs}`, payload.buoyId, payload.periodStart, payload.periodEnd),
      ),
      [eventsV1.BuoyStatusChanged.$type]: offering(deps, ({ payload }) => backInService(payload)),
    },
  };
}
