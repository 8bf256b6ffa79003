import { outbox } from '@moorline/kit';
import { sql, type Transaction } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { bookingClaimedEvent } from '../events/booking-events';

/**
 * A walk-up guest's bookings go to the account that verified the same email (issue 14 item 5):
 * a guest who signs up later finds them in My Bookings. Only a verified address claims them, so
 * typing someone's email at a buoy never hands that person's bookings to anyone else; every
 * guest session had its own id, and all of them with this email move at once.
 */
export async function claimGuestBookings(
  trx: Transaction<BookingTables>,
  account: { userId: string; email: string },
): Promise<number> {
  const { rows } = await sql<{ id: string; version: number; guest_user_id: string }>`
    UPDATE bookings AS booking
       SET user_id = ${account.userId}, guest = false, version = booking.version + 1, updated_at = now()
      FROM (SELECT id, user_id FROM bookings
             WHERE guest AND lower(boater_email) = lower(${account.email})
             FOR UPDATE) AS claimed
     WHERE booking.id = claimed.id
    RETURNING booking.id, booking.version, claimed.user_id AS guest_user_id`.execute(trx);
  if (rows.length > 0)
    await outbox.add(trx, ...rows.map((row) => bookingClaimedEvent({ ...row, user_id: account.userId })));
  return rows.length;
}
