import { AppError, type Caller, findOwnedOr404, isUuid } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { findBooking, type BookingRow } from './booking.repository';

/** One of the caller's bookings; anyone else's, or a malformed id, is `not_found` (no leak). */
export async function findCallersBooking(
  db: Kysely<BookingTables>,
  caller: Caller,
  bookingId: string,
): Promise<BookingRow> {
  if (!isUuid(bookingId)) throw new AppError('not_found');
  return findOwnedOr404(caller, await findBooking(db, bookingId.toLowerCase()), (booking) => booking.user_id);
}
