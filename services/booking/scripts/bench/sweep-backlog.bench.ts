import { eventsV1 } from '@moorline/contracts';
import { sql, type Kysely } from 'kysely';
import type { BookingTables } from '../../src/booking.tables';
import { EXPIRY_BATCH_SIZE, expireOverdueHoldsNow } from '../../src/bookings/expire-holds';
import { CannotMeasure } from '@moorline/deploy/src/bench/figures';
import { valueFigure, type Figure } from '@moorline/deploy/src/bench/report';

export const OVERDUE_HOLDS = 50_000;

/**
 * A backlog of overdue holds as a stopped sweeper would leave them: one boat each, a buoy each,
 * deadlines in the past, written in one statement each for boats and bookings.
 */
export async function seedOverdueHolds(db: Kysely<BookingTables>, count: number): Promise<void> {
  await sql`
    INSERT INTO boats (owner_user_id, name, brand, model, custom_brand_model, boat_type, registration_number,
                       loa_cm, beam_cm, draft_cm, idempotency_key, request_digest, created_at, updated_at)
    SELECT gen_random_uuid(), 'Bench ' || n, 'Jeanneau', 'Sun Odyssey 410', true, 'sailmonohull', 'BN ' || n,
           1200, 400, 180, gen_random_uuid()::text, 'bench', now(), now()
      FROM generate_series(1, ${count}) AS n`.execute(db);
  await sql`
    INSERT INTO bookings (user_id, idempotency_key, request_digest, status, bay_id, bay_slug, bay_name, time_zone,
                          buoy_id, buoy_label, boat_id, boat_name, registration_number, stay_kind, from_date, to_date,
                          period, mooring_assistance, trash_collection, price, total_minor, currency,
                          hold_expires_at, search_text)
    SELECT owner_user_id, gen_random_uuid()::text, 'bench', 'held', gen_random_uuid(), 'bench-bay', 'Bench bay',
           'Europe/Zagreb', gen_random_uuid(), '1', id, name, registration_number, 'night', '2027-03-01', '2027-03-02',
           tstzrange('2027-03-01 13:00+00', '2027-03-02 11:00+00', '[)'), false, false,
           '{"currency":"EUR","lines":[{"kind":"night","quantity":1,"unitMinor":8000,"amountMinor":8000}],"totalMinor":8000,"vatMinor":920,"vatRateBasisPoints":1300,"fullDayOffered":false,"fullDaySavingMinor":0}',
           8000, 'EUR', now() - interval '1 minute' - random() * interval '3 minutes', 'bench bay 1 ' || lower(registration_number)
      FROM boats`.execute(db);
  // A table of this size in service has statistics (autovacuum analyses it); a fresh one has none.
  await sql`ANALYZE bookings`.execute(db);
}

async function countOf(
  db: Kysely<BookingTables>,
  query: ReturnType<typeof sql<{ n: number }>>,
): Promise<number> {
  const { rows } = await query.execute(db);
  return rows[0]?.n ?? -1;
}

/** P5: the sweeper lapses a backlog of overdue holds; how long until none is held, and the events. */
export async function benchSweepBacklog(db: Kysely<BookingTables>): Promise<Figure[]> {
  await seedOverdueHolds(db, OVERDUE_HOLDS);
  const start = performance.now();
  const lapsed = await expireOverdueHoldsNow(db);
  const seconds = (performance.now() - start) / 1000;
  const stillHeld = await countOf(
    db,
    sql<{ n: number }>`SELECT count(*)::int AS n FROM bookings WHERE status = 'held'`,
  );
  const events = await countOf(
    db,
    sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM outbox WHERE event_type = ${eventsV1.BookingExpired.$type}`,
  );
  if (stillHeld !== 0) throw new CannotMeasure(`P5: ${stillHeld} holds still held after the sweep`);
  return [
    valueFigure({
      id: 'P5',
      what: `sweeper: ${OVERDUE_HOLDS.toLocaleString('en-US')} overdue holds all expired (batches of ${EXPIRY_BATCH_SIZE})`,
      measured: { value: seconds, unit: 's' },
      bound: { atMost: 5 },
      notes: [`lapsed ${lapsed}`],
    }),
    valueFigure({
      id: 'P5',
      what: 'BookingExpired events written to the outbox by that sweep',
      measured: { value: events, unit: 'events' },
      bound: { atLeast: OVERDUE_HOLDS, atMost: OVERDUE_HOLDS },
    }),
  ];
}
