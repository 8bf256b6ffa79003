import { sql, type Kysely } from 'kysely';

// Verification keys and reset tokens are stored only as SHA-256 hashes: the plain value lives
// in the email link and nowhere else.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['email_verification_keys', 'password_reset_tokens']) {
    await sql`
      CREATE TABLE ${sql.table(table)} (
        token_hash bytea PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`.execute(db);
    await sql`CREATE INDEX ${sql.id(`${table}_user_idx`)} ON ${sql.table(table)} (user_id, created_at)`.execute(
      db,
    );
  }
}
