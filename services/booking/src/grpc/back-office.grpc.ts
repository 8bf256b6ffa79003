import type { bookingV1 } from '@moorline/contracts';
import type { CallerResolver, Logger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BayDirectory } from '../back-office/bay-facts';
import { cancelBayBooking } from '../back-office/cancel-bay-booking';
import { getBayOverview } from '../back-office/get-bay-overview';
import { getOccupancyNow } from '../back-office/get-occupancy-now';
import { listBayBookings } from '../back-office/list-bay-bookings';
import { moveBooking } from '../back-office/move-booking';
import type { BookingTables } from '../booking.tables';
import type { BuoyDirectory } from '../bookings/buoy-at-bay';
import { bayBookingMessage, countsMessage, overviewMessage } from './back-office-messages';
import { phaseFrom } from './booking-messages';

export interface BackOfficeGrpcDeps {
  now: () => Date;
  bays: BayDirectory;
  buoys: BuoyDirectory;
  logger: Logger;
}

type BackOfficeHandlers = Pick<
  bookingV1.BookingServiceImplementation,
  'getOccupancyNow' | 'getBayOverview' | 'listBayBookings' | 'moveBooking' | 'cancelBayBooking'
>;

/** The back office's handlers (issue 15): each use case checks the bay against the caller's token. */
export function backOfficeGrpc(
  db: Kysely<BookingTables>,
  deps: BackOfficeGrpcDeps,
  callers: CallerResolver,
): BackOfficeHandlers {
  return {
    async getOccupancyNow(_request, context) {
      const bays = await getOccupancyNow(db, deps, await callers.requireCaller(context));
      return { bays: bays.map((bay) => ({ bayId: bay.bayId, counts: countsMessage(bay.counts) })) };
    },

    async getBayOverview(request, context) {
      const caller = await callers.requireCaller(context);
      return overviewMessage(await getBayOverview(db, deps, { caller, bayId: request.bayId }));
    },

    async listBayBookings(request, context) {
      const caller = await callers.requireCaller(context);
      const page = await listBayBookings(db, deps, {
        caller,
        bayId: request.bayId,
        fromDate: request.fromDate,
        toDate: request.toDate,
        query: request.query,
        pageToken: request.pageToken,
        pageSize: request.pageSize,
        phase: phaseFrom(request.phase),
      });
      const now = deps.now();
      return {
        bookings: page.bookings.map((row) => bayBookingMessage(row, now)),
        nextPageToken: page.nextPageToken,
        baySlug: page.baySlug,
        timeZone: page.timeZone,
      };
    },

    async moveBooking(request, context) {
      const caller = await callers.requireCaller(context);
      const { booking, previous } = await moveBooking(db, deps, {
        caller,
        bayId: request.bayId,
        bookingId: request.bookingId,
        buoyId: request.buoyId,
      });
      return {
        booking: bayBookingMessage(booking, deps.now()),
        previousBuoyId: previous.buoyId,
        previousBuoyLabel: previous.label,
      };
    },

    async cancelBayBooking(request, context) {
      const caller = await callers.requireCaller(context);
      const cancelled = await cancelBayBooking(db, deps, {
        caller,
        bayId: request.bayId,
        bookingId: request.bookingId,
        reason: request.reason,
        note: request.note,
      });
      return { booking: bayBookingMessage(cancelled, deps.now()) };
    },
  };
}
