import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { PaymentTables } from '../../src/payment.tables';

// The turnover bench's data (issue 15 item 9): 1,000,000 captured payments and their invoices,
// written by two SQL statements, as three years at 10 busy bays of one operator would leave them:
// about 90 paid stays a day per bay, nights (one or two) and some day stays, with mooring
// assistance on one in three and trash collection on one in four. The draws are from the row
// number, so every run seeds the same money.

export const PAYMENTS = 1_000_000;
export const BAYS = 10;
/** How far back the payments go from the moment of seeding. */
export const YEARS = 3;

export interface TurnoverData {
  operatorId: string;
  bayIds: string[];
}

/** Seeds the payments and invoices, then vacuums and analyses them as autovacuum would in time. */
export async function seedTurnoverData(db: Kysely<PaymentTables>, now: Date): Promise<TurnoverData> {
  const operatorId = randomUUID();
  const bayIds = Array.from({ length: BAYS }, () => randomUUID());
  const spanSeconds = YEARS * 365 * 24 * 3600;
  await sql`
    INSERT INTO payments (booking_id, user_id, idempotency_key, status, provider, amount_minor, currency,
      platform_fee_minor, operator_id, bay_id, destination_account_id, language, boater_email,
      hold_expires_at, terms_accepted_at, invoice_facts, booking_outcome, authorized_at, captured_at,
      reconcile_after, created_at, updated_at)
    SELECT gen_random_uuid(), gen_random_uuid(), 'bench-' || n, 'captured', 'sandbox', total, 'EUR',
           total / 20, ${operatorId}, (${bayIds}::uuid[])[1 + n % ${sql.lit(BAYS)}], 'acct_bench', 'en',
           'skipper' || n || '@bench.example', paid_at, paid_at,
           jsonb_build_object('stayKind', CASE WHEN n % 10 = 0 THEN 'day' ELSE 'night' END,
                              'totalMinor', total, 'bay', jsonb_build_object('timeZone', 'Europe/Zagreb')),
           'confirmed', paid_at, paid_at, paid_at, paid_at, paid_at
      FROM generate_series(1, ${sql.lit(PAYMENTS)}) AS n
     CROSS JOIN LATERAL (SELECT
       ${now}::timestamptz - make_interval(secs => (n::float8 / ${sql.lit(PAYMENTS)}) * ${sql.lit(spanSeconds)}) AS paid_at,
       CASE WHEN n % 10 = 0 THEN 6000 ELSE 9000 * (1 + n % 2) END
         + CASE WHEN n % 3 = 0 THEN 2000 ELSE 0 END + CASE WHEN n % 4 = 0 THEN 500 ELSE 0 END AS total) AS stay`.execute(
    db,
  );
  await sql`
    INSERT INTO invoices (payment_id, booking_id, user_id, operator_id, bay_id, year, sequence, number,
      seller_name, language, total_minor, vat_minor, currency, bay_time_zone, night_minor, day_minor,
      mooring_assistance_minor, trash_collection_minor, pdf, issued_at)
    SELECT id, booking_id, user_id, operator_id, bay_id, extract(year FROM captured_at)::int, n,
           extract(year FROM captured_at)::int || '-' || lpad(n::text, 6, '0'), 'Bench d.o.o.', 'en',
           amount_minor, round(amount_minor * 1300 / 11300.0)::int, 'EUR', 'Europe/Zagreb',
           CASE WHEN day THEN 0 ELSE amount_minor - assistance - trash END,
           CASE WHEN day THEN amount_minor - assistance - trash ELSE 0 END,
           assistance, trash, NULL, captured_at
      FROM (SELECT p.*, row_number() OVER (ORDER BY captured_at) AS n,
                   p.invoice_facts ->> 'stayKind' = 'day' AS day,
                   CASE WHEN substr(idempotency_key, 7)::int % 3 = 0 THEN 2000 ELSE 0 END AS assistance,
                   CASE WHEN substr(idempotency_key, 7)::int % 4 = 0 THEN 500 ELSE 0 END AS trash
              FROM payments p) AS paid`.execute(db);
  await sql`VACUUM ANALYZE invoices`.execute(db);
  await sql`VACUUM ANALYZE payments`.execute(db);
  return { operatorId, bayIds };
}
