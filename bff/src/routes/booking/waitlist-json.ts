import type { bookingV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import {
  protoValue,
  stayKinds,
  waitlistEntryStates,
  waitlistOfferStates,
  wireValue,
} from '../../wire/enum-tables';
import { quoteJson, sent, stayJson } from './booking-json';
import type { JoinWaitlistBody } from './waitlist-schemas';

// Issue 30 item 4: the /v1 waitlist JSON and booking's waitlist messages, each way.

const instant = (value: Date | undefined) => sent(value).toISOString();

export function joinWaitlistMessage(body: JoinWaitlistBody): bookingV1.JoinWaitlistRequest {
  const stayKind = protoValue(stayKinds, body.stay_kind);
  if (stayKind === undefined) throw new AppError('invalid_request', 'Unknown stay kind');
  return {
    bayId: body.bay_id,
    boatId: body.boat_id,
    stayKind,
    fromDate: body.from_date,
    toDate: body.to_date ?? '',
    language: body.language ?? 'en',
  };
}

export function waitlistOfferJson(offer: bookingV1.WaitlistOffer | undefined) {
  const value = sent(offer);
  return {
    offer_id: value.offerId,
    entry_id: value.entryId,
    state: sent(wireValue(waitlistOfferStates, value.state)),
    stay: stayJson(sent(value.stay)),
    buoy_label: value.buoyLabel,
    bay_id: value.bayId,
    bay_slug: value.baySlug,
    bay_name: value.bayName,
    time_zone: value.timeZone,
    kept_until: instant(value.keptUntil),
    quote: value.quote === undefined ? null : quoteJson(value.quote),
  };
}

export function waitlistEntryJson(entry: bookingV1.WaitlistEntry | undefined) {
  const value = sent(entry);
  return {
    entry_id: value.entryId,
    bay_id: value.bayId,
    bay_slug: value.baySlug,
    bay_name: value.bayName,
    time_zone: value.timeZone,
    stay_kind: sent(wireValue(stayKinds, value.stayKind)),
    from_date: value.fromDate,
    to_date: value.toDate,
    boat_id: value.boatId,
    boat_name: value.boatName,
    state: sent(wireValue(waitlistEntryStates, value.state)),
    place_in_line: value.placeInLine,
    joined_at: instant(value.joinedAt),
    offer: value.offer === undefined ? null : waitlistOfferJson(value.offer),
  };
}
