import { sql, type Kysely } from 'kysely';

// Issue 28 item 7: an invoice names its seller as the EU VAT directive (art. 226) asks, with the
// company's registered address and tax number. Both are the operator's, kept on each of its bays
// beside the company name: an approved application gives them to its draft bay, the demo seed
// to the demo operators. Bays made before keep '' until their operator's details are given.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bays
      ADD COLUMN company_address text NOT NULL DEFAULT '',
      ADD COLUMN company_tax_number text NOT NULL DEFAULT ''`.execute(db);
}
