import { sql, type Kysely } from 'kysely';

// One family per sign-in. Each refresh spends a token and adds its successor to the family;
// presenting a spent token after the grace window revokes the family (ARCHITECTURE §6).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE refresh_families (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      revoked_reason text CHECK (revoked_reason IN ('logout', 'reuse', 'password_changed', 'password_reset'))
    )`.execute(db);
  await sql`CREATE INDEX refresh_families_user_idx ON refresh_families (user_id) WHERE revoked_at IS NULL`.execute(
    db,
  );
  await sql`
    CREATE TABLE refresh_tokens (
      token_hash bytea PRIMARY KEY,
      family_id uuid NOT NULL REFERENCES refresh_families (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      spent_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`.execute(db);
}
