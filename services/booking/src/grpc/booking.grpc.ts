import type { bookingV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { ServerError, Status } from 'nice-grpc-common';
import type { BookingTables } from '../booking.tables';
import type { BoatCatalog } from '../fleet/boat-catalog';
import { createBoat } from '../fleet/create-boat';
import { deleteBoat } from '../fleet/delete-boat';
import { getBoat, listBoats } from '../fleet/get-boat';
import { updateBoat } from '../fleet/update-boat';
import { boatDetailsFrom, boatMessage } from './boat-messages';

/** The RPCs later items of the booking issue implement; until then they say so. */
const notYet = async (): Promise<never> => {
  throw new ServerError(Status.UNIMPLEMENTED, 'Not implemented yet');
};

/**
 * The BookingService handlers: the caller from the forwarded token, proto to input, the use
 * case, the answer back to proto.
 */
export function bookingGrpc(
  db: Kysely<BookingTables>,
  deps: { now: () => Date; catalog: BoatCatalog },
  callers: CallerResolver,
): bookingV1.BookingServiceImplementation {
  return {
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

    quote: notYet,
    createHold: notYet,
    cancelHold: notYet,
    getBooking: notYet,
    listMyBookings: notYet,
  };
}
