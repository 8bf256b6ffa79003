import { bookingV1, catalogV1 } from '@moorline/contracts';
import type { AppError } from '@moorline/kit';
import { managementKinds, protoValue, stayKinds, walkUpStates, wireValue } from '../../wire/enum-tables';
import { alternativeJson, bookingJson, money, priceJson, sent } from '../booking/booking-json';
import type { CheckInBodyJson } from './walk-up-schemas';

// The walk-up's /v1 JSON and booking's proto messages, each way.

/** An extra's price, or null where the bay does not sell it (booking sends zero then). */
const extraPrice = (price: bookingV1.GetWalkUpResponse['mooringAssistancePrice']) =>
  price && price.amountMinor > 0 ? money(price, price.currency) : null;

/** A check from away: its code and message, and how far away it was. */
export function presenceRefusedJson(error: AppError) {
  const refusal = error.details ? bookingV1.PresenceRefusal.decode(error.details) : undefined;
  return {
    code: error.code,
    message: error.message,
    distance_m: refusal?.distanceM ?? 0,
    radius_m: refusal?.radiusM ?? 0,
  };
}

export function walkUpJson(walkUp: bookingV1.GetWalkUpResponse) {
  return {
    bay_id: walkUp.bayId,
    bay_slug: walkUp.baySlug,
    bay_name: walkUp.bayName,
    buoy_id: walkUp.buoyId,
    buoy_label: walkUp.buoyLabel,
    time_zone: walkUp.timeZone,
    management: sent(wireValue(managementKinds, walkUp.managementKind)).name,
    state: sent(wireValue(walkUpStates, walkUp.state)),
    occupied_until: walkUp.occupiedUntil?.toISOString() ?? null,
    hold_expires_at: walkUp.holdExpiresAt?.toISOString() ?? null,
    alternatives: walkUp.alternatives.map(alternativeJson),
    your_booking: walkUp.yourBooking ? bookingJson(walkUp.yourBooking) : null,
    offers: walkUp.offers.map((offer) => ({
      stay_kind: sent(wireValue(stayKinds, offer.stayKind)),
      nights: offer.nights,
      period_start: sent(offer.periodStart).toISOString(),
      period_end: sent(offer.periodEnd).toISOString(),
      price: priceJson(offer.price),
    })),
    max_loa_cm: walkUp.maxLoaCm,
    mooring_assistance_price: extraPrice(walkUp.mooringAssistancePrice),
    trash_collection_price: extraPrice(walkUp.trashCollectionPrice),
  };
}

export function checkInMessage(
  body: CheckInBodyJson,
  idempotencyKey: string,
  clientAddress: string,
): bookingV1.CheckInRequest {
  const stayKind =
    body.stay_kind === undefined
      ? catalogV1.StayKind.STAY_KIND_UNSPECIFIED
      : sent(protoValue(stayKinds, body.stay_kind));
  return {
    presenceId: body.presence_id,
    idempotencyKey,
    boatId: body.boat_id,
    stayKind,
    nights: body.nights ?? (body.stay_kind === 'night' ? 1 : 0),
    extras: {
      mooringAssistance: body.extras?.mooring_assistance ?? false,
      trashCollection: body.extras?.trash_collection ?? false,
    },
    language: body.language ?? 'en',
    clientAddress,
  };
}
