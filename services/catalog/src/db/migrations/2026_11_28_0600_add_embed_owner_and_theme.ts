import { sql, type Kysely } from 'kysely';

// Issue 27 item 5: embeds are made by their owners. An operator's embed shows only its bays and
// only its concessionaire (or an admin) changes it; an embed of no operator is the platform's,
// made by an admin (the seeded one is). The theme colours the partner's map.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE map_embeds
      ADD COLUMN operator_id uuid,
      ADD COLUMN theme text NOT NULL DEFAULT 'light' CHECK (theme IN ('light', 'dark')),
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`CREATE INDEX map_embeds_operator_idx ON map_embeds (operator_id, created_at DESC)`.execute(db);
}
