import type { bookingV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { HoldDeps } from '../bookings/create-hold';
import { checkIn } from '../check-in/check-in';
import { getWalkUp } from '../check-in/get-walk-up';
import { provePresence, type PresenceSettings } from '../check-in/prove-presence';
import type { QrCodes } from '../check-in/qr-buoy';
import { bookingLanguage, bookingMessage, refusalError } from './booking-messages';
import {
  extrasFrom,
  positionFrom,
  presenceRefusalError,
  walkUpChoiceFrom,
  walkUpMessage,
} from './check-in-messages';

export type CheckInDeps = HoldDeps & { qrCodes: QrCodes; settings: PresenceSettings };

type CheckInHandlers = Pick<
  bookingV1.BookingServiceImplementation,
  'getWalkUp' | 'provePresence' | 'checkIn'
>;

/** The QR walk-up's handlers (issue 14), beside the booking ones. */
export function checkInGrpc(
  db: Kysely<BookingTables>,
  deps: CheckInDeps,
  callers: CallerResolver,
): CheckInHandlers {
  return {
    async getWalkUp(request, context) {
      const caller = await callers.optionalCaller(context);
      const extras = extrasFrom(request.extras);
      const walkUp = await getWalkUp(db, deps, { qrSlug: request.qrSlug, caller, extras });
      return walkUpMessage(walkUp, deps.now());
    },

    async provePresence(request, context) {
      const caller = await callers.optionalCaller(context);
      const pass = await provePresence(db, deps, {
        caller,
        qrSlug: request.qrSlug,
        position: positionFrom(request.position),
        clientAddress: request.clientAddress,
      }).catch((error: unknown) => Promise.reject(presenceRefusalError(error)));
      return { presenceId: pass.id, expiresAt: pass.expires_at, distanceM: pass.distance_m };
    },

    async checkIn(request, context) {
      const caller = await callers.requireCaller(context);
      const { booking, arrival } = await checkIn(db, deps, {
        caller,
        presenceId: request.presenceId,
        idempotencyKey: request.idempotencyKey,
        boatId: request.boatId,
        walkUp: walkUpChoiceFrom(request),
        language: bookingLanguage(request.language),
        clientAddress: request.clientAddress,
      }).catch((error: unknown) => Promise.reject(refusalError(error)));
      return { booking: bookingMessage(booking, deps.now()), arrival };
    },
  };
}
