import { bookingV1, catalogV1, isInterfaceLanguage } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { bookingPhases, phaseOf, type BookingPhase } from '../bookings/booking-phase';
import type { BookingRow } from '../bookings/booking.repository';
import type { BookingLanguage, BookingStatus, StoredPrice, StoredPriceLine } from '../bookings/booking.table';
import { HoldRefused } from '../bookings/hold-refused';
import { isStillKept } from '../bookings/next-night-rules';
import type { NextNightOffer } from '../bookings/offer-next-night';
import type { CancellationQuote } from '../bookings/quote-cancellation';
import type { QuotedStay } from '../bookings/stay-quote';
import type { StayWanted } from '../bookings/stay-wanted';

const { PriceLine_Kind: Kind, BookingStatus: Status, BookingPhase: Phase } = bookingV1;

const lineKindCode: Record<StoredPriceLine['kind'], bookingV1.PriceLine_Kind> = {
  day_hours: Kind.KIND_DAY_HOURS,
  day_full: Kind.KIND_DAY_FULL,
  night: Kind.KIND_NIGHT,
  mooring_assistance: Kind.KIND_MOORING_ASSISTANCE,
  trash_collection: Kind.KIND_TRASH_COLLECTION,
};

const statusCode: Record<BookingStatus, bookingV1.BookingStatus> = {
  held: Status.BOOKING_STATUS_HELD,
  confirmed: Status.BOOKING_STATUS_CONFIRMED,
  expired: Status.BOOKING_STATUS_EXPIRED,
  failed: Status.BOOKING_STATUS_FAILED,
  cancelled: Status.BOOKING_STATUS_CANCELLED,
};

export const phaseCode: Record<BookingPhase, bookingV1.BookingPhase> = {
  current: Phase.BOOKING_PHASE_CURRENT,
  upcoming: Phase.BOOKING_PHASE_UPCOMING,
  completed: Phase.BOOKING_PHASE_COMPLETED,
  failed: Phase.BOOKING_PHASE_FAILED,
  pending: Phase.BOOKING_PHASE_PENDING,
  cancelled: Phase.BOOKING_PHASE_CANCELLED,
};

/** A phase filter; unspecified lists every phase. */
export function phaseFrom(code: bookingV1.BookingPhase): BookingPhase | undefined {
  if (code === Phase.BOOKING_PHASE_UNSPECIFIED) return undefined;
  const phase = bookingPhases.find((candidate) => phaseCode[candidate] === code);
  if (!phase) throw new AppError('invalid_request', 'Unknown booking phase');
  return phase;
}

/** The language a boater books in: empty is English, anything else not ours is bad input. */
export function bookingLanguage(code: string): BookingLanguage {
  if (code === '') return 'en';
  if (!isInterfaceLanguage(code)) throw new AppError('invalid_request', 'Unknown language');
  return code;
}

export function stayWantedFrom(stay: bookingV1.StayRequest | undefined): StayWanted {
  const kind = stay?.stayKind;
  if (kind !== catalogV1.StayKind.STAY_KIND_DAY && kind !== catalogV1.StayKind.STAY_KIND_NIGHT)
    throw new AppError('invalid_request', 'Stay kind must be day or night');
  return {
    buoyId: stay?.buoyId ?? '',
    boatId: stay?.boatId ?? '',
    kind: kind === catalogV1.StayKind.STAY_KIND_DAY ? 'day' : 'night',
    fromDate: stay?.fromDate ?? '',
    toDate: stay?.toDate ?? '',
    dayHours: stay?.dayHours ?? 0,
    extras: {
      mooringAssistance: stay?.extras?.mooringAssistance ?? false,
      trashCollection: stay?.extras?.trashCollection ?? false,
    },
  };
}

export function stayRequestMessage(stay: StayWanted): bookingV1.StayRequest {
  return {
    buoyId: stay.buoyId,
    boatId: stay.boatId,
    stayKind: stay.kind === 'day' ? catalogV1.StayKind.STAY_KIND_DAY : catalogV1.StayKind.STAY_KIND_NIGHT,
    fromDate: stay.fromDate,
    toDate: stay.toDate,
    dayHours: stay.dayHours,
    extras: { ...stay.extras },
  };
}

function money(amountMinor: number, currency: string) {
  return { amountMinor, currency };
}

/** What a cancelled booking refunds; unset for any other (booking.proto). */
export function refundMessage(booking: {
  refund_minor: number | null;
  currency: string;
}): bookingV1.Booking['refund'] {
  return booking.refund_minor === null ? undefined : money(booking.refund_minor, booking.currency);
}

export function priceMessage(price: StoredPrice): bookingV1.PriceBreakdown {
  const { currency } = price;
  return {
    lines: price.lines.map((line) => ({
      kind: lineKindCode[line.kind],
      quantity: line.quantity,
      unitPrice: money(line.unitMinor, currency),
      amount: money(line.amountMinor, currency),
    })),
    total: money(price.totalMinor, currency),
    vat: money(price.vatMinor, currency),
    vatRateBasisPoints: price.vatRateBasisPoints,
    fullDayOffered: price.fullDayOffered,
    fullDaySaving: money(price.fullDaySavingMinor, currency),
  };
}

export function quoteMessage(quoted: QuotedStay): bookingV1.QuoteResponse {
  return {
    periodStart: quoted.period.start,
    periodEnd: quoted.period.end,
    price: priceMessage(quoted.price),
  };
}

export function bookingMessage(booking: BookingRow, now: Date): bookingV1.Booking {
  return {
    bookingId: booking.id,
    visitId: booking.visit_id,
    status: statusCode[booking.status],
    phase: phaseCode[phaseOf(booking, now)],
    bayId: booking.bay_id,
    bayName: booking.bay_name,
    baySlug: booking.bay_slug,
    buoyId: booking.buoy_id,
    buoyLabel: booking.buoy_label,
    boatId: booking.boat_id,
    boatName: booking.boat_name,
    registrationNumber: booking.registration_number,
    stayKind:
      booking.stay_kind === 'day' ? catalogV1.StayKind.STAY_KIND_DAY : catalogV1.StayKind.STAY_KIND_NIGHT,
    periodStart: booking.period_start,
    periodEnd: booking.period_end,
    timeZone: booking.time_zone,
    price: priceMessage(booking.price),
    holdExpiresAt: booking.status === 'held' ? booking.hold_expires_at : undefined,
    failureCode: booking.failure_code ?? '',
    createdAt: booking.created_at,
    extras: { mooringAssistance: booking.mooring_assistance, trashCollection: booking.trash_collection },
    fromDate: booking.from_date,
    toDate: booking.to_date,
    language: booking.language,
    checkedInAt: booking.checked_in_at ?? undefined,
    walkUp: booking.walk_up,
    embedId: booking.embed_id ?? '',
    cancelledAt: booking.cancelled_at ?? undefined,
    cancelledBy: booking.cancelled_by ?? '',
    refund: refundMessage(booking),
    nextNightKeptUntil: nextNightKeptUntil(booking, now),
  };
}

/** Until when the next night is kept for the booker: while it is, and no one has booked it. */
function nextNightKeptUntil(booking: BookingRow, now: Date): Date | undefined {
  const kept = booking.next_night_kept_until;
  if (booking.status !== 'confirmed' || booking.next_night_taken || !isStillKept(kept, now)) return undefined;
  return kept;
}

export function nextNightOfferMessage(offer: NextNightOffer): bookingV1.OfferNextNightResponse {
  const { sameBuoy } = offer;
  return {
    sameBuoy: sameBuoy && stayRequestMessage(sameBuoy.stay),
    quote: sameBuoy && quoteMessage(sameBuoy.quoted),
    keptUntil: sameBuoy?.keptUntil,
    alternatives: offer.alternatives,
    fromDate: offer.night.fromDate,
    toDate: offer.night.toDate,
  };
}

export function cancellationQuoteMessage(
  quoted: CancellationQuote,
  now: Date,
): bookingV1.QuoteCancellationResponse {
  return {
    booking: bookingMessage(quoted.booking, now),
    refund: money(quoted.refundMinor, quoted.booking.currency),
    freeUntil: quoted.freeUntil,
    policy: quoted.policy,
  };
}

/** A page of a user's bookings: My Bookings and the admin console's support view. */
export function bookingPageMessage(page: { bookings: BookingRow[]; nextPageToken: string }, now: Date) {
  return {
    bookings: page.bookings.map((booking) => bookingMessage(booking, now)),
    nextPageToken: page.nextPageToken,
  };
}

/** A refused hold leaves as its code with the alternatives in the error's details (booking.proto). */
export function refusalError(error: unknown): unknown {
  if (!(error instanceof HoldRefused)) return error;
  const details = bookingV1.HoldRefusal.encode({
    alternatives: error.alternatives,
    boatBookedAt: error.boatBookedAt,
  }).finish();
  return new AppError(error.code, error.message, details);
}
