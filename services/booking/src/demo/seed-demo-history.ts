import type { catalogV1 } from '@moorline/contracts';
import {
  bayClock,
  demoHarbourCompany,
  demoHistory,
  demoHistoryBayOf,
  operatorIdOfCompany,
} from '@moorline/contracts';
import { outbox } from '@moorline/kit';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { withBookingColumns, type BookingRow } from '../bookings/booking.repository';
import { bookingConfirmedEvent, bookingHeldEvent, checkedInEvent } from '../events/booking-events';
import { demoBoatRow, demoBookingRow } from './demo-history-rows';

/** The demo history covers this many days before today (issue 15 item 10). */
export const DEMO_HISTORY_DAYS = 90;
// Rows per INSERT, well below PostgreSQL's 65,535 parameters a statement.
const CHUNK = 500;

export interface DemoCatalog {
  /** Every bay of catalog with its buoys. */
  everyBay(): Promise<{ bay: catalogV1.Bay; buoys: catalogV1.Buoy[] }[]>;
}

export interface DemoSeedResult {
  bays: number;
  stays: number;
  inserted: number;
  /** Stays left out because their boat was already elsewhere then (a rare draw of the history). */
  skipped: number;
}

function chunks<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );
}

/**
 * The events a real booking wrote on its way: BookingHeld, BookingConfirmed and, once the boat
 * arrived, CheckedIn, each at its version. Only stays not yet over get them: catalog then shows
 * their buoys booked on the live map; ended stays change nothing there.
 */
function eventsOf(row: BookingRow) {
  const events = [
    bookingHeldEvent({ ...row, status: 'held', version: 1 }),
    // Seeded, not paid: no pass travels with it (My Bookings signs one when it is asked for).
    bookingConfirmedEvent({ ...row, version: 2 }, ''),
  ];
  const checkedInAt = row.checked_in_at;
  if (checkedInAt) events.push(checkedInEvent({ ...row, version: 3, checked_in_at: checkedInAt }));
  return events;
}

async function seedBay(
  trx: Transaction<BookingTables>,
  bay: demoHistory.DemoHistoryBay,
  now: Date,
): Promise<Omit<DemoSeedResult, 'bays'>> {
  const stays = demoHistory.demoHistory(bay, bayClock.localDate(now, bay.timeZone), DEMO_HISTORY_DAYS);
  const boats = new Map(stays.map((stay) => demoBoatRow(stay)).map((boat) => [boat.id, boat]));
  for (const part of chunks([...boats.values()]))
    await trx
      .insertInto('boats')
      .values(part)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  const inserted: string[] = [];
  const bookings = stays.map((stay) => demoBookingRow(bay, stay, demoBoatRow(stay).id, now));
  for (const part of chunks(bookings)) {
    // No conflict target: a booking seeded before (its id) and a boat's second place at once
    // (the boat's exclusion constraint) are both left out.
    const rows = await trx
      .insertInto('bookings')
      .values(part)
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .execute();
    inserted.push(...rows.map((row) => row.id));
  }
  const seededIds = new Set(
    (await trx.selectFrom('bookings').select('id').where('bay_id', '=', bay.bayId).execute()).map(
      (row) => row.id,
    ),
  );
  if (inserted.length > 0) {
    const ongoing = await withBookingColumns(trx.selectFrom('bookings'))
      .where('id', 'in', inserted)
      .where(sql<boolean>`upper(period) > ${now}`)
      .execute();
    await outbox.add(trx, ...ongoing.flatMap(eventsOf));
  }
  return {
    stays: stays.length,
    inserted: inserted.length,
    skipped: stays.filter((stay) => !seededIds.has(stay.bookingId)).length,
  };
}

/**
 * The demo history (issue 15 item 10): the demo harbour operator's bays, found through
 * catalog's public API, get 90 days of confirmed stays from `demoHistory`, the same list payment
 * seeds its captured payments and invoices from. Idempotent: a stay's booking id is stable, so a
 * second seed inserts nothing (and emits nothing). One transaction per bay.
 */
export async function seedDemoHistory(
  db: Kysely<BookingTables>,
  deps: { now: () => Date; catalog: DemoCatalog },
): Promise<DemoSeedResult> {
  const operatorId = operatorIdOfCompany(demoHarbourCompany);
  const bays = (await deps.catalog.everyBay())
    .filter(({ bay }) => bay.operator?.operatorId === operatorId)
    .map(({ bay, buoys }) => demoHistoryBayOf(bay, buoys));
  const result: DemoSeedResult = { bays: bays.length, stays: 0, inserted: 0, skipped: 0 };
  for (const bay of bays) {
    const now = deps.now();
    const seeded = await db.transaction().execute((trx) => seedBay(trx, bay, now));
    result.stays += seeded.stays;
    result.inserted += seeded.inserted;
    result.skipped += seeded.skipped;
  }
  return result;
}
