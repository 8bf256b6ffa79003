import { sql, type Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';

/** What a boat's live booking fixed when it was made: the buoy and the registration it names. */
export interface BoatBooking {
  id: string;
  buoy_id: string;
  registration_number: string;
}

/** The boat's bookings that are current or ahead: held (unexpired) or confirmed, not over. */
export function findLiveBookingsOfBoat(db: Kysely<BookingTables>, boatId: string): Promise<BoatBooking[]> {
  return db
    .selectFrom('bookings')
    .select(['id', 'buoy_id', 'registration_number'])
    .where('boat_id', '=', boatId)
    .where(({ eb, or, and }) =>
      or([
        and([eb('status', '=', 'confirmed'), sql<boolean>`upper(period) > now()`]),
        and([eb('status', '=', 'held'), eb('hold_expires_at', '>', sql<Date>`now()`)]),
      ]),
    )
    .execute();
}
