import { catalogV1, type bookingV1 } from '@moorline/contracts';
import { AppError, type CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BuoyDirectory } from '../bookings/buoy-at-bay';
import { getWaitlistOffer } from '../waitlists/get-waitlist-offer';
import { joinWaitlist } from '../waitlists/join-waitlist';
import { leaveWaitlist } from '../waitlists/leave-waitlist';
import { listMyWaitlists } from '../waitlists/list-my-waitlists';
import { findLiveEntriesOf } from '../waitlists/waitlist.repository';
import { bookingLanguage, refusalError } from './booking-messages';
import { waitlistEntryMessage, waitlistOfferMessage } from './waitlist-messages';

type WaitlistHandlers = Pick<
  bookingV1.BookingServiceImplementation,
  'joinWaitlist' | 'leaveWaitlist' | 'listMyWaitlists' | 'getWaitlistOffer'
>;

function stayKindFrom(code: catalogV1.StayKind): 'day' | 'night' {
  if (code === catalogV1.StayKind.STAY_KIND_DAY) return 'day';
  if (code === catalogV1.StayKind.STAY_KIND_NIGHT) return 'night';
  throw new AppError('invalid_request', 'Stay kind must be day or night');
}

/** The waitlist handlers of BookingService (issue 30 item 4). */
export function waitlistGrpc(
  db: Kysely<BookingTables>,
  deps: { buoys: BuoyDirectory; now: () => Date },
  callers: CallerResolver,
): WaitlistHandlers {
  return {
    async joinWaitlist(request, context) {
      const caller = await callers.requireCaller(context);
      const entry = await joinWaitlist(db, deps, {
        caller,
        bayId: request.bayId,
        stay: {
          boatId: request.boatId,
          kind: stayKindFrom(request.stayKind),
          fromDate: request.fromDate,
          toDate: request.toDate,
        },
        language: bookingLanguage(request.language),
      }).catch((error: unknown) => Promise.reject(refusalError(error)));
      // Its place in line, as the list shows it.
      const listed = (await findLiveEntriesOf(db, caller.userId)).find((live) => live.id === entry.id);
      return { entry: waitlistEntryMessage({ ...entry, place_in_line: listed?.place_in_line }, deps.now()) };
    },

    async leaveWaitlist(request, context) {
      const caller = await callers.requireCaller(context);
      return {
        entry: waitlistEntryMessage(
          await leaveWaitlist(db, { caller, entryId: request.entryId }),
          deps.now(),
        ),
      };
    },

    async listMyWaitlists(_request, context) {
      const caller = await callers.requireCaller(context);
      const entries = await listMyWaitlists(db, { caller });
      return { entries: entries.map((entry) => waitlistEntryMessage(entry, deps.now())) };
    },

    async getWaitlistOffer(request, context) {
      const caller = await callers.requireCaller(context);
      const { offer, quoted } = await getWaitlistOffer(db, deps, { caller, offerId: request.offerId });
      return { offer: waitlistOfferMessage(offer, deps.now(), quoted) };
    },
  };
}
