import { catalogV1, eventsV1, type DomainEvent } from '@moorline/contracts';
import type { BookingRow } from '../bookings/booking.repository';
import type { Alternative } from '../bookings/hold-refused';

// booking.events.v1, keyed by booking id (ARCHITECTURE §3). Every event carries the booking's
// version after the change it announces, so consumers keep the newest and ignore replays.

/** Which booking, at which version, of whom, at which buoy: every booking event says so. */
function identityFields(booking: BookingRow) {
  return {
    bookingId: booking.id,
    version: booking.version,
    bayId: booking.bay_id,
    buoyId: booking.buoy_id,
    boatId: booking.boat_id,
    userId: booking.user_id,
  };
}

function commonFields(booking: BookingRow) {
  return {
    ...identityFields(booking),
    periodStart: booking.period_start,
    periodEnd: booking.period_end,
    stayKind:
      booking.stay_kind === 'day' ? catalogV1.StayKind.STAY_KIND_DAY : catalogV1.StayKind.STAY_KIND_NIGHT,
    amount: { amountMinor: booking.total_minor, currency: booking.currency },
  };
}

/** The night kept for the booker once confirmed (issue 30 item 3); unset when none is. */
function keptNightFields(booking: BookingRow) {
  if (!booking.next_night_start || !booking.next_night_end || !booking.next_night_kept_until) return {};
  return {
    nextNightStart: booking.next_night_start,
    nextNightEnd: booking.next_night_end,
    nextNightKeptUntil: booking.next_night_kept_until,
  };
}

export function bookingHeldEvent(booking: BookingRow): DomainEvent {
  const payload = eventsV1.BookingHeld.fromPartial({
    ...commonFields(booking),
    holdExpiresAt: booking.hold_expires_at,
    ...keptNightFields(booking),
  });
  return { type: eventsV1.BookingHeld.$type, aggregateId: booking.id, payload };
}

export function bookingExpiredEvent(booking: BookingRow): DomainEvent {
  const payload = eventsV1.BookingExpired.fromPartial({
    ...commonFields(booking),
    holdExpiresAt: booking.hold_expires_at,
  });
  return { type: eventsV1.BookingExpired.$type, aggregateId: booking.id, payload };
}

/** The booking as its emails state it: the confirmation's facts, and the cancellation's. */
function bookingSummary(booking: BookingRow): eventsV1.BookingSummary {
  return {
    boaterEmail: booking.boater_email,
    language: booking.language,
    baySlug: booking.bay_slug,
    bayName: booking.bay_name,
    timeZone: booking.time_zone,
    buoyLabel: booking.buoy_label,
    boatName: booking.boat_name,
    registrationNumber: booking.registration_number,
    mooringAssistance: booking.mooring_assistance,
    trashCollection: booking.trash_collection,
    walkUp: booking.walk_up,
    guest: booking.guest,
    cancellationPolicy: booking.cancellation_policy,
  };
}

/** `pass` is the signed proof of payment the confirmation email carries as a QR code. */
export function bookingConfirmedEvent(booking: BookingRow, pass: string): DomainEvent {
  const payload = eventsV1.BookingConfirmed.fromPartial({
    ...commonFields(booking),
    paymentId: booking.payment_id ?? '',
    pass,
    summary: bookingSummary(booking),
    ...keptNightFields(booking),
  });
  return { type: eventsV1.BookingConfirmed.$type, aggregateId: booking.id, payload };
}

/**
 * A paid booking was cancelled (issue 30 item 2); `alternatives` are the free buoys offered to the
 * boater when the bay cancelled, none when the boater did.
 */
export function bookingCancelledEvent(booking: BookingRow, alternatives: Alternative[] = []): DomainEvent {
  if (booking.status !== 'cancelled' || !booking.cancelled_at || !booking.cancelled_by)
    throw new Error(`booking ${booking.id} is not cancelled`);
  const payload = eventsV1.BookingCancelled.fromPartial({
    ...commonFields(booking),
    refund: { amountMinor: booking.refund_minor ?? 0, currency: booking.currency },
    paymentId: booking.payment_id ?? '',
    cancelledBy: booking.cancelled_by,
    reason: booking.cancel_reason ?? '',
    note: booking.cancel_note ?? '',
    cancelledAt: booking.cancelled_at,
    summary: bookingSummary(booking),
    alternatives,
  });
  return { type: eventsV1.BookingCancelled.$type, aggregateId: booking.id, payload };
}

const failureReasons: Record<string, string> = {
  cancelled_by_boater: 'The boater gave up before paying',
  payment_declined: 'The payment was declined',
  buoy_taken_before_payment: 'The hold lapsed and the buoy or boat was booked before the payment arrived',
  stay_ended_before_payment: 'The hold lapsed and the stay was over before the payment arrived',
};

export function bookingFailedEvent(booking: BookingRow): DomainEvent {
  const reasonCode = booking.failure_code ?? 'payment_declined';
  const payload = eventsV1.BookingFailed.fromPartial({
    ...commonFields(booking),
    reasonCode,
    reason: failureReasons[reasonCode] ?? 'The payment did not go through',
  });
  return { type: eventsV1.BookingFailed.$type, aggregateId: booking.id, payload };
}

export function checkedInEvent(booking: BookingRow & { checked_in_at: Date }): DomainEvent {
  const payload = eventsV1.CheckedIn.fromPartial({
    ...identityFields(booking),
    checkedInAt: booking.checked_in_at,
    walkUp: booking.walk_up,
    periodEnd: booking.period_end,
  });
  return { type: eventsV1.CheckedIn.$type, aggregateId: booking.id, payload };
}

export function bookingClaimedEvent(claim: {
  id: string;
  version: number;
  guest_user_id: string;
  user_id: string;
}): DomainEvent {
  const payload = eventsV1.BookingClaimed.fromPartial({
    bookingId: claim.id,
    version: claim.version,
    guestUserId: claim.guest_user_id,
    userId: claim.user_id,
  });
  return { type: eventsV1.BookingClaimed.$type, aggregateId: claim.id, payload };
}

/** The bay's staff moved the booking (issue 15 item 7): `booking` at its new buoy, `previous` the one it left. */
export function bookingMovedEvent(
  booking: BookingRow,
  previous: { buoyId: string; label: string },
): DomainEvent {
  const payload = eventsV1.BookingMoved.fromPartial({
    ...identityFields(booking),
    previousBuoyId: previous.buoyId,
    periodStart: booking.period_start,
    periodEnd: booking.period_end,
    stayKind:
      booking.stay_kind === 'day' ? catalogV1.StayKind.STAY_KIND_DAY : catalogV1.StayKind.STAY_KIND_NIGHT,
    held: booking.status === 'held',
    buoyLabel: booking.buoy_label,
    previousBuoyLabel: previous.label,
    ...keptNightFields(booking),
  });
  return { type: eventsV1.BookingMoved.$type, aggregateId: booking.id, payload };
}
