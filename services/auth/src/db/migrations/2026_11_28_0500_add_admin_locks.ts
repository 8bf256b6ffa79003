import { sql, type Kysely } from 'kysely';

// The admin console's lock (issue 27 item 1): unlike `locked_until`, the failed sign-ins' lock
// that lapses by itself, it lasts until a superuser lifts it. Locking ends the account's
// sessions, so refresh families gain that reason. The console finds accounts by a part of the
// email: a trigram index keeps that a lookup on a large table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN admin_locked_at timestamptz, ADD COLUMN admin_locked_by uuid`.execute(
    db,
  );
  await sql`ALTER TABLE refresh_families DROP CONSTRAINT refresh_families_revoked_reason_check`.execute(db);
  await sql`
    ALTER TABLE refresh_families ADD CONSTRAINT refresh_families_revoked_reason_check
      CHECK (revoked_reason IN ('logout', 'reuse', 'password_changed', 'password_reset', 'account_locked'))`.execute(
    db,
  );
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops)`.execute(db);
}
