import { sql, type Insertable, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { BookingTables } from '../../src/booking.tables';
import { periodRange } from '../../src/bookings/booking.repository';
import type { BookingTable } from '../../src/bookings/booking.table';
import { foldForSearch } from '../../src/bookings/search-text';

export type HeldRow = Omit<Insertable<BookingTable>, 'status' | 'hold_expires_at'>;

const NIGHT_PRICE = {
  currency: 'EUR',
  lines: [{ kind: 'night', quantity: 1, unitMinor: 8000, amountMinor: 8000 }],
  totalMinor: 8000,
  vatMinor: 920,
  vatRateBasisPoints: 1300,
  fullDayOffered: false,
  fullDaySavingMinor: 0,
};

/** The row CreateHold writes for a night stay, with what it would have copied from catalog and the boat. */
export function heldRow(
  boat: { userId: string; boatId: string; name: string; registration: string },
  buoyId: string,
  night: { fromDate: string; toDate: string; start: Date; end: Date },
): HeldRow {
  return {
    user_id: boat.userId,
    idempotency_key: randomUUID(),
    request_digest: 'bench',
    bay_id: '00000000-0000-4000-8000-000000000001',
    bay_slug: 'bench-bay',
    bay_name: 'Bench bay',
    time_zone: 'Europe/Zagreb',
    buoy_id: buoyId,
    buoy_label: '1',
    boat_id: boat.boatId,
    boat_name: boat.name,
    registration_number: boat.registration,
    stay_kind: 'night',
    from_date: night.fromDate,
    to_date: night.toDate,
    period: periodRange(night.start, night.end),
    mooring_assistance: false,
    trash_collection: false,
    price: JSON.stringify(NIGHT_PRICE),
    total_minor: NIGHT_PRICE.totalMinor,
    currency: 'EUR',
    search_text: foldForSearch(`Bench bay 1 ${boat.registration}`),
  };
}

/**
 * The same INSERT as the repository's insertHeldBooking, into a table named by the caller: the
 * constraint-cost benchmark writes one statement into two tables that differ only in constraints.
 */
export async function insertHeldInto(db: Kysely<BookingTables>, table: string, row: HeldRow): Promise<void> {
  const columns = Object.keys(row);
  const values = Object.values(row).map((value) => sql`${value}`);
  await sql`
    INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}, status, hold_expires_at)
    VALUES (${sql.join(values)}, 'held', now() + make_interval(secs => 180))
    RETURNING id`.execute(db);
}
