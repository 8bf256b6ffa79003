import type { ScrapedGaugeSpec } from '@moorline/kit';
import { sql, type Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';

/** Holds past their deadline that are still held: how many, and how far past it the oldest is. */
export async function overdueHolds(
  db: Kysely<BookingTables>,
): Promise<{ count: number; lagSeconds: number }> {
  const { count, age } = await db
    .selectFrom('bookings')
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      // Database time on both ends, as the sweeper compares with now() there too.
      sql<string | null>`extract(epoch from now() - min(hold_expires_at))`.as('age'),
    ])
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return { count: Number(count), lagSeconds: age === null ? 0 : Math.max(0, Number(age)) };
}

/**
 * How far the hold sweeper is behind (ARCHITECTURE §4). A healthy sweeper keeps the lag under
 * its interval; a growing one means buoys stay blocked by holds nobody can pay any more.
 */
export function holdExpiryGauges(db: Kysely<BookingTables>): ScrapedGaugeSpec[] {
  return [
    {
      name: 'booking_overdue_holds',
      help: 'Holds past their deadline that the sweeper has not lapsed yet',
      read: async () => (await overdueHolds(db)).count,
    },
    {
      name: 'booking_hold_expiry_lag_seconds',
      help: 'How long past its deadline the oldest hold still held is; 0 when none is overdue',
      read: async () => (await overdueHolds(db)).lagSeconds,
    },
  ];
}
