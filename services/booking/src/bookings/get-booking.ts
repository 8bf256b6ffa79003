import type { Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingRow } from './booking.repository';
import { findCallersBooking } from './find-callers-booking';

/** GetBooking. */
export function getBooking(
  db: Kysely<BookingTables>,
  input: { caller: Caller; bookingId: string },
): Promise<BookingRow> {
  return findCallersBooking(db, input.caller, input.bookingId);
}
