import { bayClock } from '@moorline/contracts';
import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { BookingTables } from '../../src/booking.tables';
import { benchBoats } from './bench-fleet';
import { CannotMeasure } from '@moorline/deploy/src/bench/figures';
import { ratioFigure, type Figure } from '@moorline/deploy/src/bench/report';
import { heldRow, insertHeldInto } from './held-row';

const WRITERS = 8;
const ROWS_PER_ROUND = 4_000;
const ROUNDS = 2;
const BOATS = 1_000;
const COPY = 'bookings_unconstrained';

/**
 * The comparison table: bookings' columns, defaults, checks, indexes and boat foreign key, less
 * the two exclusion constraints, so the ratio is the cost of those two alone.
 */
async function createCopyWithoutExclusions(db: Kysely<BookingTables>): Promise<void> {
  await sql`CREATE TABLE ${sql.table(COPY)} (LIKE bookings INCLUDING ALL)`.execute(db);
  await sql`ALTER TABLE ${sql.table(COPY)} ADD FOREIGN KEY (boat_id) REFERENCES boats (id)`.execute(db);
  const { rows } = await sql<{ conname: string }>`
    SELECT conname FROM pg_constraint WHERE conrelid = ${COPY}::regclass AND contype = 'x'`.execute(db);
  for (const { conname } of rows)
    await sql`ALTER TABLE ${sql.table(COPY)} DROP CONSTRAINT ${sql.ref(conname)}`.execute(db);
  const exclusions = (table: string) =>
    sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pg_constraint WHERE conrelid = ${table}::regclass AND contype = 'x'`
      .execute(db)
      .then((result) => result.rows[0]?.n);
  if ((await exclusions('bookings')) !== 2 || (await exclusions(COPY)) !== 0)
    throw new CannotMeasure('P4: the tables do not differ by exactly the two exclusion constraints');
}

/** Row `n` of a table: a buoy of its own, its boat's `n / BOATS`-th night, so no slot repeats. */
function rowMaker(boats: Awaited<ReturnType<typeof benchBoats>>) {
  const first = '2027-03-01';
  return (n: number) => {
    const boat = boats[n % BOATS];
    if (!boat) throw new Error('no boat');
    const fromDate = bayClock.addDays(first, Math.floor(n / BOATS));
    const toDate = bayClock.addDays(fromDate, 1);
    const start = bayClock.instantAt(fromDate, '14:00', 'Europe/Zagreb');
    const end = bayClock.instantAt(toDate, '12:00', 'Europe/Zagreb');
    return heldRow(boat, randomUUID(), { fromDate, toDate, start, end });
  };
}

/** `WRITERS` connections inserting rows `from`…`from + count` into `table`; seconds taken. */
async function insertRound(
  db: Kysely<BookingTables>,
  table: string,
  rows: { from: number; count: number; make: ReturnType<typeof rowMaker> },
): Promise<number> {
  let next = rows.from;
  const end = rows.from + rows.count;
  const writer = async () => {
    for (let n = next++; n < end; n = next++) await insertHeldInto(db, table, rows.make(n));
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: WRITERS }, writer));
  return (performance.now() - start) / 1000;
}

/** P4, first half: held-booking inserts per second with and without the exclusion constraints. */
export async function benchConstraintCost(db: Kysely<BookingTables>): Promise<Figure[]> {
  await createCopyWithoutExclusions(db);
  const make = rowMaker(await benchBoats(db, BOATS));
  const seconds = { bookings: 0, [COPY]: 0 };
  for (let round = 0; round < ROUNDS; round += 1)
    for (const table of ['bookings', COPY] as const)
      seconds[table] += await insertRound(db, table, {
        from: round * ROWS_PER_ROUND,
        count: ROWS_PER_ROUND,
        make,
      });
  const rows = ROUNDS * ROWS_PER_ROUND;
  const withConstraints = rows / seconds.bookings;
  const without = rows / seconds[COPY];
  return [
    ratioFigure({
      id: 'P4',
      what: `held-booking inserts with both exclusion constraints vs a copy without them (${WRITERS} writers)`,
      measured: { value: withConstraints, unit: 'rows/s' },
      baseline: { value: without, unit: 'rows/s', what: 'without the two constraints' },
      bound: { atLeast: 0.7 },
      notes: [
        `${ROUNDS}×${ROWS_PER_ROUND} rows per table, alternating; the copy keeps every other index, check and key`,
      ],
    }),
  ];
}
