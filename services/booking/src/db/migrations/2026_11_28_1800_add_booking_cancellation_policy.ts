import { sql, type Kysely } from 'kysely';

// Issue 30 item 1: a booking keeps the bay's cancellation policy as it was when the hold was made,
// as it keeps its quoted price, so a later change of the policy does not touch it. Bookings made
// before get the policy every bay had then, catalog's default.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE bookings ADD COLUMN cancellation_policy jsonb NOT NULL DEFAULT
      '{"nightFreeDaysBefore":1,"nightFreeUntilTime":"14:00","nightLateRefundPercent":0,"dayFreeHoursBefore":1}'`.execute(
    db,
  );
}
