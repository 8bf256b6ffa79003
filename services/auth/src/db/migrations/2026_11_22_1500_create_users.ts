import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY,
      -- stored lower-cased, so the unique constraint is case-insensitive
      email text NOT NULL CHECK (email = lower(email) AND email <> ''),
      first_name text NOT NULL,
      last_name text NOT NULL,
      phone text NOT NULL DEFAULT '',
      password_hash text NOT NULL,
      language text NOT NULL CHECK (language IN ('en', 'sl', 'hr', 'it')),
      roles text[] NOT NULL DEFAULT '{}'
        CHECK (roles <@ ARRAY['superuser', 'concessionaire', 'manager', 'employee']),
      marketing_consent boolean NOT NULL,
      newsletter_consent boolean NOT NULL,
      terms_accepted_at timestamptz NOT NULL,
      qr_key text,
      email_verified_at timestamptz,
      locked_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT users_email_unique UNIQUE (email)
    )`.execute(db);
}
