import { sql, type Kysely } from 'kysely';

// Issue 30 item 1: each bay's cancellation policy. Existing bays get the default: a night
// free until 14:00 the day before arrival, nothing back after it; a day stay free until an hour
// before it starts. The ranges are those of baySetupLimits.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bays
      ADD COLUMN cancel_night_days_before integer NOT NULL DEFAULT 1
        CHECK (cancel_night_days_before BETWEEN 0 AND 14),
      ADD COLUMN cancel_night_until_time time NOT NULL DEFAULT '14:00',
      ADD COLUMN cancel_late_refund_percent integer NOT NULL DEFAULT 0
        CHECK (cancel_late_refund_percent BETWEEN 0 AND 100),
      ADD COLUMN cancel_day_hours_before integer NOT NULL DEFAULT 1
        CHECK (cancel_day_hours_before BETWEEN 0 AND 48)`.execute(db);
}
