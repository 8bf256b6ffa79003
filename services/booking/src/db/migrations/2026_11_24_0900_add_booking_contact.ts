import { sql, type Kysely } from 'kysely';

// Issue 13: the confirmation email and the invoice go to the boater in the language they booked
// in, at the address they booked with; both are copied when the hold is made, as the boat is.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bookings
      ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'sl', 'hr', 'it')),
      ADD COLUMN boater_email text NOT NULL DEFAULT ''`.execute(db);
}
