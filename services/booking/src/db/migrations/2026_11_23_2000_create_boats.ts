import { sql, type Kysely } from 'kysely';

// A boat is soft-deleted (deleted_at) rather than removed: bookings will name boat_id, and the
// row keeps what they point at. Bookings also copy the name and registration when made, so an
// edit after booking does not rewrite history.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE boats (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_user_id uuid NOT NULL,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
      brand text NOT NULL,
      model text NOT NULL,
      brand_id uuid,
      model_id uuid,
      custom_brand_model boolean NOT NULL,
      boat_type text NOT NULL
        CHECK (boat_type IN ('powermonohull', 'powermultihull', 'sailmonohull', 'sailmultihull')),
      registration_number text NOT NULL,
      loa_cm integer NOT NULL CHECK (loa_cm BETWEEN 150 AND 6000),
      beam_cm integer NOT NULL CHECK (beam_cm BETWEEN 50 AND 2000),
      draft_cm integer NOT NULL CHECK (draft_cm BETWEEN 10 AND 800),
      -- CreateBoat's idempotency key, scoped to the owner, and a digest of the details sent with
      -- it: the same key with other details is refused.
      idempotency_key text NOT NULL,
      request_digest text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      deleted_at timestamptz,
      -- A boat from catalog's lists names both ids; a boat added as new names neither.
      CONSTRAINT boats_brand_model_choice CHECK (
        (custom_brand_model AND brand_id IS NULL AND model_id IS NULL)
        OR (NOT custom_brand_model AND brand_id IS NOT NULL AND model_id IS NOT NULL)
      ),
      CONSTRAINT boats_idempotency_key_unique UNIQUE (owner_user_id, idempotency_key)
    )`.execute(db);
  // Unique within the owner's live fleet, whatever the case and spacing the row was written with.
  await sql`
    CREATE UNIQUE INDEX boats_live_registration_unique
      ON boats (owner_user_id, upper(regexp_replace(btrim(registration_number), '\\s+', ' ', 'g')))
      WHERE deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX boats_owner_live_idx ON boats (owner_user_id, created_at DESC) WHERE deleted_at IS NULL`.execute(
    db,
  );
}
