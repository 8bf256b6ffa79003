import { sql, type Kysely } from 'kysely';

// Issue 28 item 4: a chosen model fills in the boat form's length, beam and draft. The builder's
// published figures in whole centimetres; NULL where we do not know them. The bounds are the fleet's
// (services/booking/src/fleet/boat-rules.ts), so a filled-in size is always one the form accepts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE boat_models
      ADD COLUMN loa_cm integer CHECK (loa_cm BETWEEN 150 AND 6000),
      ADD COLUMN beam_cm integer CHECK (beam_cm BETWEEN 50 AND 2000),
      ADD COLUMN draft_cm integer CHECK (draft_cm BETWEEN 10 AND 800)`.execute(db);
}
