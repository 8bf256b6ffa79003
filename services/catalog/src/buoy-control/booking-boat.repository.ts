import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';

type Db = Kysely<CatalogTables>;

/** A booking's boat never changes: the first record stays, a redelivery changes nothing. */
export async function recordBookingBoat(
  db: Db,
  boat: { bookingId: string; boatName: string; registrationNumber: string },
): Promise<void> {
  await db
    .insertInto('booking_boats')
    .values({
      booking_id: boat.bookingId,
      boat_name: boat.boatName,
      registration_number: boat.registrationNumber,
    })
    .onConflict((conflict) => conflict.column('booking_id').doNothing())
    .execute();
}
