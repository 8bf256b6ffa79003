import { eventsV1, topics } from '@moorline/contracts';
import type { ConsumedEvent, ConsumerSpec } from '@moorline/kit';
import type { Transaction } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { claimGuestBookings } from '../check-in/claim-guest-bookings';

// Auth's EmailVerified: the account now owns the walk-up bookings its address made as a guest.
// A replay finds nothing left to claim.

export function accountEvents(): ConsumerSpec<BookingTables> {
  return {
    consumerName: 'booking.account-events',
    topics: [topics.auth],
    effects: 'transactional',
    handlers: {
      [eventsV1.EmailVerified.$type]: async (
        event: ConsumedEvent<typeof eventsV1.EmailVerified.$type>,
        trx: Transaction<BookingTables>,
      ) => {
        await claimGuestBookings(trx, { userId: event.payload.userId, email: event.payload.email });
      },
    },
  };
}
