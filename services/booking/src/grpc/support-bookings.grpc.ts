import type { bookingV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { listUserBookings } from '../support/list-user-bookings';
import { bookingPageMessage, phaseFrom } from './booking-messages';

/** SupportBookingsService (issue 27 item 1); the caller, a superuser, comes from the forwarded token. */
export function supportBookingsGrpc(
  db: Kysely<BookingTables>,
  deps: { now: () => Date },
  callers: CallerResolver,
): bookingV1.SupportBookingsServiceImplementation {
  return {
    async listUserBookings(request, context) {
      const page = await listUserBookings(db, deps, {
        caller: await callers.requireCaller(context),
        userId: request.userId,
        phase: phaseFrom(request.phase),
        search: request.search,
        pageToken: request.pageToken,
        pageSize: request.pageSize,
      });
      return bookingPageMessage(page, deps.now());
    },
  };
}
