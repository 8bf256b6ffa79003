import { eventsV1, topics } from '@moorline/contracts';
import type { ConsumerSpec } from '@moorline/kit';
import { recordBookingBoat } from '../buoy-control/booking-boat.repository';
import type { CatalogTables } from '../catalog.tables';
import { isUuid } from '../validation/uuid';

/**
 * The boat of each confirmed booking (issue 15 item 7), so that refusing to take a buoy out of
 * service can name the boats to move. A consumer group of its own: the buoy-status projection
 * does not wait for it, nor it for the projection.
 */
export function bookingBoatsProjection(): ConsumerSpec<CatalogTables> {
  return {
    consumerName: 'catalog.booking-boats',
    topics: [topics.booking],
    effects: 'transactional',
    handlers: {
      [eventsV1.BookingConfirmed.$type]: async ({ payload }, db) => {
        if (!isUuid(payload.bookingId))
          throw new Error(`malformed BookingConfirmed for booking "${payload.bookingId}"`);
        await recordBookingBoat(db, {
          bookingId: payload.bookingId,
          boatName: payload.summary?.boatName ?? '',
          registrationNumber: payload.summary?.registrationNumber ?? '',
        });
      },
    },
  };
}
