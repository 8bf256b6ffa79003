import type { ApiClient } from '../http/api-client';
import type { JoinWaitlist, WaitlistEntry, WaitlistList, WaitlistOffer } from '../http/api-schema';
import { outcomeOf, refusableOutcomeOf, type Outcome, type RefusableOutcome } from './booking-api';

// Issue 30 item 4, "notify me when a buoy frees up", through the one API client. Taking an offer
// is the preview's own hold (`holdStay`) with `waitlist_offer_id`.

/** Joins a full bay's waitlist; a bay with a free buoy for the boat answers it as alternatives. */
export function joinWaitlist(api: ApiClient, body: JoinWaitlist): Promise<RefusableOutcome<WaitlistEntry>> {
  return refusableOutcomeOf(() => api.POST('/v1/waitlists', { body }));
}

export function fetchMyWaitlists(api: ApiClient): Promise<Outcome<WaitlistList>> {
  return outcomeOf(() => api.GET('/v1/waitlists'));
}

export function leaveWaitlist(api: ApiClient, entryId: string): Promise<Outcome<WaitlistEntry>> {
  return outcomeOf(() => api.DELETE('/v1/waitlists/{entryId}', { params: { path: { entryId } } }));
}

export function fetchWaitlistOffer(api: ApiClient, offerId: string): Promise<Outcome<WaitlistOffer>> {
  return outcomeOf(() => api.GET('/v1/waitlist-offers/{offerId}', { params: { path: { offerId } } }));
}

/** The offer page's address, as the offer's email and push link it. */
export function waitlistOfferPath(offerId: string): string {
  return `/waitlist/offers/${encodeURIComponent(offerId)}`;
}
