import { sql, type Kysely } from 'kysely';

// Walk-up guests at a buoy (issue 14): one row per guest session, never shared between sessions,
// so typing someone else's email never reveals their earlier stays. Guests are not users: no
// password, no roles, no refresh tokens.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE guests (
      id uuid PRIMARY KEY,
      email text NOT NULL CHECK (email = lower(email) AND email <> ''),
      first_name text NOT NULL CHECK (first_name <> ''),
      last_name text NOT NULL CHECK (last_name <> ''),
      -- E.164, as the phone library formats it
      phone text NOT NULL CHECK (phone ~ '^\\+[1-9][0-9]{1,14}$'),
      language text NOT NULL CHECK (language IN ('en', 'sl', 'hr', 'it')),
      qr_key text NOT NULL CHECK (qr_key <> ''),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // A later sign-up with the same email finds the guest sessions it may claim.
  await sql`CREATE INDEX guests_email_idx ON guests (email)`.execute(db);
}
