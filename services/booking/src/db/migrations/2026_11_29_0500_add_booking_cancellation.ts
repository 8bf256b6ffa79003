import { sql, type Kysely } from 'kysely';

// Issue 30 item 2: a paid booking may be cancelled, by the boater before the stay begins or by the
// bay's staff before it ends. A cancelled booking keeps when, by whom and what was refunded, and
// the bay's reason and note; those facts exist exactly when the status says so. failure_code stays
// NULL (the earlier CHECK ties it to expired and failed). A cancelled booking is outside the
// exclusion constraints (they cover held and confirmed), so its buoy and boat are free at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings DROP CONSTRAINT bookings_status_check`.execute(db);
  await sql`
    ALTER TABLE bookings
      ADD CONSTRAINT bookings_status_check
        CHECK (status IN ('held', 'confirmed', 'expired', 'failed', 'cancelled')),
      ADD COLUMN cancelled_at timestamptz,
      ADD COLUMN cancelled_by text CHECK (cancelled_by IN ('boater', 'operator')),
      -- bigint like total_minor, which it never exceeds.
      ADD COLUMN refund_minor bigint CHECK (refund_minor >= 0 AND refund_minor <= total_minor),
      ADD COLUMN cancel_reason text CHECK (cancel_reason IN ('weather', 'buoy_out_of_service', 'other')),
      ADD COLUMN cancel_note text CHECK (char_length(cancel_note) <= 500),
      ADD CONSTRAINT bookings_cancelled_facts CHECK (
        (status = 'cancelled') = (cancelled_at IS NOT NULL)
        AND (status = 'cancelled') = (cancelled_by IS NOT NULL)
        AND (status = 'cancelled') = (refund_minor IS NOT NULL)
      ),
      -- Only the bay gives a reason and a note (the note may be empty).
      ADD CONSTRAINT bookings_cancel_reason_from_operator CHECK (
        (cancelled_by IS NOT DISTINCT FROM 'operator') = (cancel_reason IS NOT NULL)
        AND (cancelled_by IS NOT DISTINCT FROM 'operator') = (cancel_note IS NOT NULL)
      )`.execute(db);
}
