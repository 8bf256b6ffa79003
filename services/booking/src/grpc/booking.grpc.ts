import type { bookingV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { cancelBooking } from '../bookings/cancel-booking';
import { cancelHold } from '../bookings/cancel-hold';
import { createHold } from '../bookings/create-hold';
import { getBooking } from '../bookings/get-booking';
import { getBookingPass, type PassSigner } from '../bookings/booking-pass';
import { listMyBookings } from '../bookings/list-my-bookings';
import { offerNextNight } from '../bookings/offer-next-night';
import { quote } from '../bookings/quote';
import { quoteCancellation } from '../bookings/quote-cancellation';
import type { BoatCatalog } from '../fleet/boat-catalog';
import { createBoat } from '../fleet/create-boat';
import { deleteBoat } from '../fleet/delete-boat';
import { getBoat, listBoats } from '../fleet/get-boat';
import { updateBoat } from '../fleet/update-boat';
import { boatDetailsFrom, boatMessage } from './boat-messages';
import { backOfficeGrpc, type BackOfficeGrpcDeps } from './back-office.grpc';
import { checkInGrpc, type CheckInDeps } from './check-in.grpc';
import { waitlistGrpc } from './waitlist.grpc';
import {
  bookingLanguage,
  bookingMessage,
  bookingPageMessage,
  cancellationQuoteMessage,
  nextNightOfferMessage,
  phaseFrom,
  quoteMessage,
  refusalError,
  stayWantedFrom,
} from './booking-messages';

/**
 * The BookingService handlers: the caller from the forwarded token, proto to input, the use
 * case, the answer back to proto.
 */
export function bookingGrpc(
  db: Kysely<BookingTables>,
  deps: CheckInDeps & BackOfficeGrpcDeps & { catalog: BoatCatalog; signPass: PassSigner },
  callers: CallerResolver,
): bookingV1.BookingServiceImplementation {
  return {
    ...checkInGrpc(db, deps, callers),
    ...backOfficeGrpc(db, deps, callers),

    ...waitlistGrpc(db, deps, callers),

    async offerNextNight(request, context) {
      const caller = await callers.requireCaller(context);
      return nextNightOfferMessage(await offerNextNight(db, deps, { caller, bookingId: request.bookingId }));
    },

    async quoteCancellation(request, context) {
      const caller = await callers.requireCaller(context);
      const quoted = await quoteCancellation(db, { caller, bookingId: request.bookingId });
      return cancellationQuoteMessage(quoted, deps.now());
    },

    async cancelBooking(request, context) {
      const caller = await callers.requireCaller(context);
      const cancelled = await cancelBooking(db, {
        caller,
        bookingId: request.bookingId,
        expectedRefundMinor: request.expectedRefundMinor,
      });
      return { booking: bookingMessage(cancelled, deps.now()) };
    },

    async listBoats(_request, context) {
      const boats = await listBoats(db, { caller: await callers.requireCaller(context) });
      return { boats: boats.map(boatMessage) };
    },

    async getBoat(request, context) {
      const caller = await callers.requireCaller(context);
      return { boat: boatMessage(await getBoat(db, { caller, boatId: request.boatId })) };
    },

    async createBoat(request, context) {
      const caller = await callers.requireCaller(context);
      const boat = await createBoat(db, deps, {
        caller,
        idempotencyKey: request.idempotencyKey,
        details: boatDetailsFrom(request.details),
      });
      return { boat: boatMessage(boat) };
    },

    async updateBoat(request, context) {
      const caller = await callers.requireCaller(context);
      const boat = await updateBoat(db, deps, {
        caller,
        boatId: request.boatId,
        details: boatDetailsFrom(request.details),
      });
      return { boat: boatMessage(boat) };
    },

    async deleteBoat(request, context) {
      const caller = await callers.requireCaller(context);
      await deleteBoat(db, deps, { caller, boatId: request.boatId });
      return {};
    },

    async quote(request, context) {
      const caller = await callers.requireCaller(context);
      const quoted = await quote(db, deps, { caller, stay: stayWantedFrom(request.stay) }).catch(
        (error: unknown) => Promise.reject(refusalError(error)),
      );
      return quoteMessage(quoted);
    },

    async createHold(request, context) {
      const caller = await callers.requireCaller(context);
      const stay = stayWantedFrom(request.stay);
      const booking = await createHold(db, deps, {
        caller,
        idempotencyKey: request.idempotencyKey,
        stay,
        language: bookingLanguage(request.language),
        clientAddress: request.clientAddress,
        embedId: request.embedId,
        extendsBookingId: request.extendsBookingId,
        waitlistOfferId: request.waitlistOfferId,
      }).catch((error: unknown) => Promise.reject(refusalError(error)));
      return { booking: bookingMessage(booking, deps.now()) };
    },

    async cancelHold(request, context) {
      const caller = await callers.requireCaller(context);
      return {
        booking: bookingMessage(await cancelHold(db, { caller, bookingId: request.bookingId }), deps.now()),
      };
    },

    async getBooking(request, context) {
      const caller = await callers.requireCaller(context);
      return {
        booking: bookingMessage(await getBooking(db, { caller, bookingId: request.bookingId }), deps.now()),
      };
    },

    async getBookingPass(request, context) {
      const caller = await callers.requireCaller(context);
      const { pass, booking } = await getBookingPass(db, deps.signPass, {
        caller,
        bookingId: request.bookingId,
      });
      return { pass, booking: bookingMessage(booking, deps.now()) };
    },

    async listMyBookings(request, context) {
      const caller = await callers.requireCaller(context);
      const page = await listMyBookings(db, deps, {
        caller,
        phase: phaseFrom(request.phase),
        search: request.search,
        pageToken: request.pageToken,
        pageSize: request.pageSize,
      });
      return bookingPageMessage(page, deps.now());
    },
  };
}
