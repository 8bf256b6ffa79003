import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Failed sign-ins per account, for the lockout (5 within 15 minutes).
  await sql`
    CREATE TABLE failed_sign_ins (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      client_ip text NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX failed_sign_ins_user_idx ON failed_sign_ins (user_id, failed_at)`.execute(db);
  // Rate-limit hits, kept in the database so every replica counts the same requests.
  await sql`
    CREATE TABLE rate_limit_hits (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      bucket text NOT NULL,
      hit_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX rate_limit_hits_bucket_idx ON rate_limit_hits (bucket, hit_at)`.execute(db);
}
