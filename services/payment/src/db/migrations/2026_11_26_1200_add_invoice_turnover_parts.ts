import { sql, type Kysely } from 'kysely';

// Issue 15 item 5: the turnover sums invoices by the bay's calendar day, split by stay kind and
// extra. The split and the bay's time zone are facts of the invoice, written when it is issued,
// so the dashboard's query reads one narrow index instead of every payment's JSON facts.
// Invoices issued before this migration get them from the facts their payment kept; the rule is
// invoices/turnover-parts.ts (whatever the lines leave unaccounted counts to the stay kind).
//
// Demo history (thousands of invoices at a start) is issued without a PDF, rendered when first
// read: the PDF may now be missing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE invoices
      ADD COLUMN bay_time_zone text,
      ADD COLUMN night_minor integer,
      ADD COLUMN day_minor integer,
      ADD COLUMN mooring_assistance_minor integer,
      ADD COLUMN trash_collection_minor integer,
      ALTER COLUMN pdf DROP NOT NULL`.execute(db);
  await sql`
    WITH parts AS (
      SELECT p.id AS payment_id,
             p.invoice_facts #>> '{bay,timeZone}' AS time_zone,
             p.invoice_facts ->> 'stayKind' AS stay_kind,
             coalesce(sum((line ->> 'amountMinor')::integer) FILTER (WHERE line ->> 'kind' = 'night'), 0) AS night,
             coalesce(sum((line ->> 'amountMinor')::integer)
               FILTER (WHERE line ->> 'kind' IN ('day_hours', 'day_full')), 0) AS day,
             coalesce(sum((line ->> 'amountMinor')::integer)
               FILTER (WHERE line ->> 'kind' = 'mooring_assistance'), 0) AS assistance,
             coalesce(sum((line ->> 'amountMinor')::integer)
               FILTER (WHERE line ->> 'kind' = 'trash_collection'), 0) AS trash
        FROM payments p
        LEFT JOIN LATERAL jsonb_array_elements(p.invoice_facts -> 'lines') AS line ON true
       WHERE p.id IN (SELECT payment_id FROM invoices)
       GROUP BY p.id)
    UPDATE invoices i
       SET bay_time_zone = parts.time_zone,
           night_minor = parts.night + CASE WHEN parts.stay_kind = 'day' THEN 0
             ELSE i.total_minor - parts.night - parts.day - parts.assistance - parts.trash END,
           day_minor = parts.day + CASE WHEN parts.stay_kind = 'day'
             THEN i.total_minor - parts.night - parts.day - parts.assistance - parts.trash ELSE 0 END,
           mooring_assistance_minor = parts.assistance,
           trash_collection_minor = parts.trash
      FROM parts
     WHERE parts.payment_id = i.payment_id`.execute(db);
  await sql`
    ALTER TABLE invoices
      ALTER COLUMN bay_time_zone SET NOT NULL,
      ALTER COLUMN night_minor SET NOT NULL,
      ALTER COLUMN day_minor SET NOT NULL,
      ALTER COLUMN mooring_assistance_minor SET NOT NULL,
      ALTER COLUMN trash_collection_minor SET NOT NULL,
      ADD CONSTRAINT invoices_parts_make_total
        CHECK (night_minor + day_minor + mooring_assistance_minor + trash_collection_minor = total_minor)`.execute(
    db,
  );
  // The turnover of a bay over a range (and its newest invoice, for the time zone) from the index
  // alone: every column the sums need rides along.
  await sql`
    CREATE INDEX invoices_bay_turnover ON invoices (bay_id, issued_at)
      INCLUDE (currency, total_minor, vat_minor, night_minor, day_minor, mooring_assistance_minor,
               trash_collection_minor)`.execute(db);
}
