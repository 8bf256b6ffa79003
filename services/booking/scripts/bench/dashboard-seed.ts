import { bayClock } from '@moorline/contracts';
import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { BayBuoy, BayFacts } from '../../src/back-office/bay-facts';
import type { BookingTables } from '../../src/booking.tables';

// The dashboard bench's data (issue 15 item 9): 1,000,000 bookings written by one SQL statement,
// as years of history would leave them: 50 bays of 40 buoys, every buoy taken or tried for each
// of 500 nights up to two days ahead, three in four confirmed (most of the past checked in), the
// rest failed; the draws are hashes, so every run seeds the same.

export const BAYS = 50;
export const BUOYS_PER_BAY = 40;
export const NIGHTS = 500;

export interface DashboardData {
  bays: BayFacts[];
  /** The bay's calendar date the nights run up to (today), two nights beyond it. */
  today: string;
}

function bayOf(index: number): BayFacts {
  const buoys: BayBuoy[] = Array.from({ length: BUOYS_PER_BAY }, (_, n) => ({
    buoyId: randomUUID(),
    label: String(n + 1),
    // Like the demo fields: mostly digital, a few first come, one out of service.
    kind: n % 8 === 7 ? 'fcfs' : 'digital',
    outOfService: n === 0,
  }));
  return {
    bayId: randomUUID(),
    slug: `bench-bay-${index}`,
    name: `Bench bay ${index}`,
    timeZone: 'Europe/Zagreb',
    night: { checkIn: '14:00', checkOut: '12:00' },
    buoys,
  };
}

/** Seeds the bookings (one boat per buoy) and analyses the table; answers the bays as catalog would. */
export async function seedDashboardData(db: Kysely<BookingTables>, now: Date): Promise<DashboardData> {
  const bays = Array.from({ length: BAYS }, (_, index) => bayOf(index));
  const today = bayClock.localDate(now, 'Europe/Zagreb');
  const first = bayClock.addDays(today, 2 - NIGHTS + 1);
  const buoys = bays.flatMap((bay) => bay.buoys.map((buoy) => ({ bayId: bay.bayId, ...buoy })));
  await sql`
    INSERT INTO boats (id, owner_user_id, name, brand, model, custom_brand_model, boat_type,
      registration_number, loa_cm, beam_cm, draft_cm, idempotency_key, request_digest, created_at, updated_at)
    SELECT boat_id, gen_random_uuid(), 'Bench ' || n, 'Bench', 'Bench 40', true, 'sailmonohull',
      'BN ' || n, 1200, 400, 180, 'bench-' || n, 'bench', now(), now()
      FROM unnest(${buoys.map((buoy) => buoy.buoyId)}::uuid[]) WITH ORDINALITY AS b(boat_id, n)`.execute(db);
  await sql`
    INSERT INTO bookings (user_id, idempotency_key, request_digest, status, bay_id, bay_slug, bay_name,
      time_zone, buoy_id, buoy_label, boat_id, boat_name, registration_number, stay_kind, from_date,
      to_date, period, mooring_assistance, trash_collection, price, total_minor, currency,
      hold_expires_at, failure_code, search_text, checked_in_at)
    SELECT boats.owner_user_id, 'bench-' || b.n || '-' || night, 'bench',
           CASE WHEN roll < 0.75 THEN 'confirmed' ELSE 'failed' END,
           b.bay_id, 'bench-bay', 'Bench bay', 'Europe/Zagreb', b.buoy_id, b.label, b.buoy_id, boats.name,
           boats.registration_number, 'night', day, day + 1,
           tstzrange((day + time '12:00') AT TIME ZONE 'UTC', (day + 1 + time '10:00') AT TIME ZONE 'UTC', '[)'),
           false, false,
           '{"currency":"EUR","lines":[],"totalMinor":8000,"vatMinor":920,"vatRateBasisPoints":1300,"fullDayOffered":false,"fullDaySavingMinor":0}',
           8000, 'EUR', (day + time '09:00') AT TIME ZONE 'UTC',
           CASE WHEN roll < 0.75 THEN NULL ELSE 'payment_declined' END,
           'bench bay ' || b.label || ' ' || lower(boats.registration_number),
           CASE WHEN roll < 0.6 AND day < ${today}::date THEN (day + time '13:30') AT TIME ZONE 'UTC' END
      FROM unnest(${buoys.map((buoy) => buoy.buoyId)}::uuid[], ${buoys.map((buoy) => buoy.bayId)}::uuid[],
                  ${buoys.map((buoy) => buoy.label)}::text[]) WITH ORDINALITY AS b(buoy_id, bay_id, label, n)
      JOIN boats ON boats.id = b.buoy_id
     CROSS JOIN generate_series(${first}::date, ${first}::date + ${sql.lit(NIGHTS - 1)}, interval '1 day') AS nights(night_at)
     CROSS JOIN LATERAL (SELECT night_at::date AS day, to_char(night_at, 'YYYYMMDD') AS night, (hashtext(b.n || '-' || night_at) & 1023) / 1024.0 AS roll) AS draw`.execute(
    db,
  );
  await sql`ANALYZE bookings`.execute(db);
  await sql`ANALYZE boats`.execute(db);
  return { bays, today };
}
