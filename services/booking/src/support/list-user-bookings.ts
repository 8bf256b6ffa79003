import { AppError, isUuid, requireRole, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { listBookingsOfUser, type BookingListFilter } from '../bookings/list-my-bookings';

/**
 * ListUserBookings (issue 27 item 1): a user's bookings for a superuser answering them (spec
 * §6), with My Bookings' order, filters and pages. Booking keeps no accounts, so a user without
 * bookings and an unknown one read the same: an empty page.
 */
export function listUserBookings(
  db: Kysely<BookingTables>,
  deps: { now: () => Date },
  input: BookingListFilter & { caller: Caller; userId: string },
) {
  requireRole(input.caller, 'superuser');
  if (!isUuid(input.userId)) throw new AppError('not_found');
  return listBookingsOfUser(db, deps, input.userId, input);
}
