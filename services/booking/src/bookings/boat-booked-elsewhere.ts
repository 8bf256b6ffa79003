import { sql, type Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { liveAndOverlapping } from './booking.repository';
import type { BoatBookedElsewhere } from './hold-refused';

/**
 * The live booking (held and unexpired, or confirmed) that already holds the boat for part of
 * the period, so a `boat_already_booked` refusal says where (issue 28 item 1); undefined when it
 * lapsed meanwhile.
 */
export async function boatBookedElsewhere(
  db: Kysely<BookingTables>,
  wanted: { boatId: string; start: Date; end: Date },
): Promise<BoatBookedElsewhere | undefined> {
  const row = await db
    .selectFrom('bookings')
    .select(['id', 'bay_name', 'buoy_label'])
    .select([
      sql<string>`to_char(from_date, 'YYYY-MM-DD')`.as('from_date'),
      sql<string>`to_char(to_date, 'YYYY-MM-DD')`.as('to_date'),
    ])
    .where('boat_id', '=', wanted.boatId)
    .where((where) => liveAndOverlapping(where, wanted))
    .orderBy(sql`lower(period)`)
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        bookingId: row.id,
        bayName: row.bay_name,
        buoyLabel: row.buoy_label,
        fromDate: row.from_date,
        toDate: row.to_date,
      }
    : undefined;
}
