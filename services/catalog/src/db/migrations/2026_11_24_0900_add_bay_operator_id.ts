import { sql, type Kysely } from 'kysely';

// Issue 13: an operator's bays share one connected payment account and one invoice sequence, so
// the operator needs a stable id. Until operators get a table of their own (the concessionaire
// issue), the id is derived from the legal company name: equal names are one operator.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bays
      ADD COLUMN operator_id uuid GENERATED ALWAYS AS (md5('operator:' || company_name)::uuid) STORED`.execute(
    db,
  );
  await sql`CREATE INDEX bays_operator_id_idx ON bays (operator_id)`.execute(db);
}
