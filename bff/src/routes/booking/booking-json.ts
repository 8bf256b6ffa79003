import { bookingV1, isInterfaceLanguage, type commonV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import {
  bookingPhases,
  bookingStatuses,
  priceLineKinds,
  protoValue,
  stayKinds,
  wireValue,
} from '../../wire/enum-tables';
import {
  cancellationParties,
  type BookingListQuerystring,
  type CancellationParty,
  type StayBody,
} from './booking-schemas';

// The /v1 booking JSON and booking's proto messages, each way, in one place per shape.

/** A value booking must always send; its absence is booking's fault, never the client's. */
export function sent<Value>(value: Value | undefined): Value {
  if (value === undefined) throw new AppError('internal');
  return value;
}

const instant = (value: Date | undefined) => sent(value).toISOString();

export function stayMessage(body: StayBody): bookingV1.StayRequest {
  const stayKind = protoValue(stayKinds, body.stay_kind);
  if (stayKind === undefined) throw new AppError('invalid_request', 'Unknown stay kind');
  return {
    buoyId: body.buoy_id,
    boatId: body.boat_id,
    stayKind,
    fromDate: body.from_date,
    toDate: body.to_date ?? '',
    dayHours: body.day_hours ?? 0,
    extras: {
      mooringAssistance: body.extras?.mooring_assistance ?? false,
      trashCollection: body.extras?.trash_collection ?? false,
    },
  };
}

/** A phase filter as booking takes it: none lists every phase. */
export function phaseFilter(name: string | undefined): bookingV1.BookingPhase {
  const phase = name === undefined ? undefined : protoValue(bookingPhases, name);
  return phase ?? bookingV1.BookingPhase.BOOKING_PHASE_UNSPECIFIED;
}

export function listRequest(query: BookingListQuerystring): bookingV1.ListMyBookingsRequest {
  return {
    phase: phaseFilter(query.phase),
    search: query.search ?? '',
    pageToken: query.page_token ?? '',
    pageSize: query.page_size ?? 0,
  };
}

/** Money as the bays' prices send it; an amount booking leaves unset is zero in the total's currency. */
function money(value: commonV1.Money | undefined, currency: string) {
  return { cents: value?.amountMinor ?? 0, currency: value?.currency || currency };
}

function priceLineJson(line: bookingV1.PriceLine, currency: string) {
  return {
    kind: sent(wireValue(priceLineKinds, line.kind)),
    quantity: line.quantity,
    unit_price: money(line.unitPrice, currency),
    amount: money(line.amount, currency),
  };
}

export { money };

export function priceJson(price: bookingV1.PriceBreakdown | undefined) {
  const { lines, total, vat, vatRateBasisPoints, fullDayOffered, fullDaySaving } = sent(price);
  const currency = sent(total).currency;
  return {
    lines: lines.map((line) => priceLineJson(line, currency)),
    total: money(total, currency),
    vat: money(vat, currency),
    vat_rate_basis_points: vatRateBasisPoints,
    full_day_offered: fullDayOffered,
    full_day_saving: money(fullDaySaving, currency),
  };
}

export function quoteJson(quote: bookingV1.QuoteResponse) {
  return {
    period_start: instant(quote.periodStart),
    period_end: instant(quote.periodEnd),
    price: priceJson(quote.price),
  };
}

export function bookingJson(booking: bookingV1.Booking | undefined) {
  const value = sent(booking);
  return {
    booking_id: value.bookingId,
    status: sent(wireValue(bookingStatuses, value.status)),
    phase: sent(wireValue(bookingPhases, value.phase)),
    bay_id: value.bayId,
    bay_slug: value.baySlug,
    bay_name: value.bayName,
    buoy_id: value.buoyId,
    buoy_label: value.buoyLabel,
    boat_id: value.boatId,
    boat_name: value.boatName,
    registration_number: value.registrationNumber,
    stay_kind: sent(wireValue(stayKinds, value.stayKind)),
    from_date: value.fromDate,
    to_date: value.toDate,
    period_start: instant(value.periodStart),
    period_end: instant(value.periodEnd),
    time_zone: value.timeZone,
    price: priceJson(value.price),
    extras: {
      mooring_assistance: value.extras?.mooringAssistance ?? false,
      trash_collection: value.extras?.trashCollection ?? false,
    },
    hold_expires_at: value.holdExpiresAt?.toISOString() ?? null,
    failure_code: value.failureCode === '' ? null : value.failureCode,
    created_at: instant(value.createdAt),
    language: isInterfaceLanguage(value.language) ? value.language : 'en',
    checked_in_at: value.checkedInAt?.toISOString() ?? null,
    walk_up: value.walkUp,
    ...cancellationJson(value),
    // Issue 30 item 3: a booking booking sends without a visit is a visit of its own.
    visit_id: value.visitId || value.bookingId,
    next_night_kept_until: value.nextNightKeptUntil?.toISOString() ?? null,
  };
}

/** Who cancelled, as booking sends it: empty until cancelled; any other word is booking's fault. */
export function cancelledByJson(word: string): CancellationParty | null {
  if (word === '') return null;
  const party = cancellationParties.find((known) => known === word);
  if (party === undefined) throw new AppError('internal');
  return party;
}

/** Issue 30 item 2: when, by whom and with what refund a paid booking was cancelled; nulls otherwise. */
function cancellationJson(booking: bookingV1.Booking) {
  const currency = booking.price?.total?.currency ?? '';
  return {
    cancelled_at: booking.cancelledAt?.toISOString() ?? null,
    cancelled_by: cancelledByJson(booking.cancelledBy),
    refund: booking.refund === undefined ? null : money(booking.refund, currency),
  };
}

export function bookingListJson(page: bookingV1.ListMyBookingsResponse) {
  return {
    bookings: page.bookings.map(bookingJson),
    next_page_token: page.nextPageToken === '' ? null : page.nextPageToken,
  };
}

export function alternativeJson(alternative: bookingV1.Alternative) {
  return {
    bay_id: alternative.bayId,
    bay_slug: alternative.baySlug,
    bay_name: alternative.bayName,
    buoy_id: alternative.buoyId,
    buoy_label: alternative.buoyLabel,
    distance_m: alternative.distanceM,
    qr_slug: alternative.qrSlug,
  };
}

/** A stay booking proposes, as the body that holds it (`POST /v1/bookings`). */
export function stayJson(stay: bookingV1.StayRequest) {
  return {
    buoy_id: stay.buoyId,
    boat_id: stay.boatId,
    stay_kind: sent(wireValue(stayKinds, stay.stayKind)),
    from_date: stay.fromDate,
    ...(stay.toDate === '' ? {} : { to_date: stay.toDate }),
    extras: {
      mooring_assistance: stay.extras?.mooringAssistance ?? false,
      trash_collection: stay.extras?.trashCollection ?? false,
    },
  };
}

/** Issue 30 item 3: the night after a booking, on its buoy or, when that is taken, elsewhere. */
export function nextNightOfferJson(offer: bookingV1.OfferNextNightResponse) {
  return {
    from_date: offer.fromDate,
    to_date: offer.toDate,
    same_buoy: offer.sameBuoy === undefined ? null : stayJson(offer.sameBuoy),
    quote: offer.quote === undefined ? null : quoteJson(offer.quote),
    kept_until: offer.keptUntil?.toISOString() ?? null,
    alternatives: offer.alternatives.map(alternativeJson),
  };
}

/**
 * A refused stay's answer: its code and message, and what booking sent with it: the alternatives,
 * and where the boat is already booked.
 */
export function holdRefusalJson(error: AppError) {
  const refusal = error.details ? bookingV1.HoldRefusal.decode(error.details) : undefined;
  const bookedAt = refusal?.boatBookedAt;
  return {
    code: error.code,
    message: error.message,
    alternatives: (refusal?.alternatives ?? []).map(alternativeJson),
    ...(bookedAt && {
      boat_booked_at: {
        booking_id: bookedAt.bookingId,
        bay_name: bookedAt.bayName,
        buoy_label: bookedAt.buoyLabel,
        from_date: bookedAt.fromDate,
        to_date: bookedAt.toDate,
      },
    }),
  };
}
