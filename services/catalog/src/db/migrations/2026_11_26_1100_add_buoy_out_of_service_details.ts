import { sql, type Kysely } from 'kysely';

// Issue 15 item 7: a buoy taken out of service says why (for its staff) and, when known, until
// when; the return job puts it back in service once that moment has passed. Neither is kept for
// a buoy in service, so an old reason never shows on a buoy that is back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE buoys
      ADD COLUMN out_of_service_reason text CHECK (char_length(out_of_service_reason) BETWEEN 1 AND 200),
      ADD COLUMN out_of_service_until timestamptz,
      ADD CONSTRAINT buoys_out_of_service_details_check CHECK (
        service_state = 'out_of_service' OR (out_of_service_reason IS NULL AND out_of_service_until IS NULL)
      )`.execute(db);
  // The return job asks for the buoys whose time is up; few buoys are ever out with an end.
  await sql`
    CREATE INDEX buoys_out_of_service_until_idx ON buoys (out_of_service_until)
    WHERE out_of_service_until IS NOT NULL`.execute(db);
}
