import { bookingV1, catalogV1 } from '@moorline/contracts';
import type { QuotedStay } from '../bookings/stay-quote';
import type { ListedEntry } from '../waitlists/list-my-waitlists';
import type { EntryRow, OfferRow } from '../waitlists/waitlist.repository';
import type { WaitlistEntryState, WaitlistOfferState } from '../waitlists/waitlist.table';
import { offerStay } from '../waitlists/waitlist-rules';
import { quoteMessage, stayRequestMessage } from './booking-messages';

const EntryState = bookingV1.WaitlistEntryState;
const OfferState = bookingV1.WaitlistOfferState;

const entryStateCode: Record<WaitlistEntryState, bookingV1.WaitlistEntryState> = {
  waiting: EntryState.WAITLIST_ENTRY_STATE_WAITING,
  offered: EntryState.WAITLIST_ENTRY_STATE_OFFERED,
  booked: EntryState.WAITLIST_ENTRY_STATE_BOOKED,
  left: EntryState.WAITLIST_ENTRY_STATE_LEFT,
  ended: EntryState.WAITLIST_ENTRY_STATE_ENDED,
};

const offerStateCode: Record<WaitlistOfferState, bookingV1.WaitlistOfferState> = {
  open: OfferState.WAITLIST_OFFER_STATE_OPEN,
  taken: OfferState.WAITLIST_OFFER_STATE_TAKEN,
  lapsed: OfferState.WAITLIST_OFFER_STATE_LAPSED,
  withdrawn: OfferState.WAITLIST_OFFER_STATE_WITHDRAWN,
};

/** An offer as its link shows it; an open one past its time reads as lapsed before the sweep runs. */
export function waitlistOfferMessage(
  offer: OfferRow,
  now: Date,
  quoted?: QuotedStay,
): bookingV1.WaitlistOffer {
  const state = offer.state === 'open' && offer.kept_until <= now ? 'lapsed' : offer.state;
  return {
    offerId: offer.id,
    entryId: offer.entry_id,
    stay: stayRequestMessage(offerStay(offer)),
    buoyLabel: offer.buoy_label,
    bayId: offer.bay_id,
    baySlug: offer.entry.bay_slug,
    bayName: offer.entry.bay_name,
    timeZone: offer.entry.time_zone,
    keptUntil: offer.kept_until,
    state: offerStateCode[state],
    quote: state === 'open' && quoted ? quoteMessage(quoted) : undefined,
  };
}

export function waitlistEntryMessage(
  entry: EntryRow & Partial<Pick<ListedEntry, 'place_in_line' | 'offer'>>,
  now: Date,
): bookingV1.WaitlistEntry {
  return {
    entryId: entry.id,
    bayId: entry.bay_id,
    baySlug: entry.bay_slug,
    bayName: entry.bay_name,
    timeZone: entry.time_zone,
    stayKind:
      entry.stay_kind === 'day' ? catalogV1.StayKind.STAY_KIND_DAY : catalogV1.StayKind.STAY_KIND_NIGHT,
    fromDate: entry.from_date,
    toDate: entry.to_date,
    boatId: entry.boat_id,
    boatName: entry.boat_name,
    state: entryStateCode[entry.state],
    placeInLine: entry.state === 'waiting' ? (entry.place_in_line ?? 0) : 0,
    joinedAt: entry.joined_at,
    offer: entry.offer ? waitlistOfferMessage(entry.offer, now) : undefined,
  };
}
