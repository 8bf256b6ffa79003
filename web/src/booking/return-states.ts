import type { Booking, Invoice, Payment } from '../http/api-schema';
import { isErrorCode, type ErrorCode } from '../i18n/error-codes';

// Where the boater stands when the payment page sends them back (issue 13 item 7), from the
// booking, its invoices and the hold's deadline on the browser's clock. Pure, so tested alone.

/** After paying: confirming until booking hears from payment, then the invoice once issued. */
export type SuccessState =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; invoice: Invoice | null }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: ErrorCode };

/** The booking's latest payment as the success page reads it; null when none was started. */
export type PaymentOutcome = Pick<Payment, 'status' | 'failure_code'> | null;

// Payment states in which no money was taken: the authorization was given back, or never came.
const nothingTaken: ReadonlySet<Payment['status']> = new Set(['voided', 'failed', 'expired']);

/**
 * Why a booking did not go through, as a catalogue code the page can word. Booking's own codes
 * that are not in the catalogue (spec §8) are said the way the boater knows them.
 */
export function failureReason(booking: Pick<Booking, 'status' | 'failure_code'>): ErrorCode {
  const code = booking.failure_code;
  if (booking.status === 'expired' || code === 'hold_expired') return 'checkout_expired';
  // The hold lapsed and someone else booked the buoy before the payment landed; payment voids it.
  if (code === 'buoy_taken_before_payment') return 'buoy_already_booked';
  // The payment came after the stay itself was over; payment voids it.
  if (code === 'stay_ended_before_payment') return 'checkout_expired';
  if (code === 'cancelled_by_boater') return 'hold_not_active';
  return code !== null && isErrorCode(code) ? code : 'unavailable';
}

/** Why a payment took nothing, while booking has not said (or says otherwise). */
function paymentReason(payment: NonNullable<PaymentOutcome>): ErrorCode {
  if (payment.status === 'expired') return 'checkout_expired';
  const code = payment.failure_code;
  if (code !== null && isErrorCode(code)) return code;
  // Voided: the booking no longer waited for the money (cancelled, lapsed), so it was given back.
  return 'hold_not_active';
}

function notBooked(booking: Pick<Booking, 'status' | 'failure_code'>, payment: PaymentOutcome): SuccessState {
  if (booking.failure_code === 'cancelled_by_boater') return { kind: 'cancelled' };
  if (payment !== null && (booking.status === 'held' || booking.status === 'confirmed'))
    return { kind: 'failed', reason: paymentReason(payment) };
  return { kind: 'failed', reason: failureReason(booking) };
}

/**
 * Where the boater stands after paying. A payment that took nothing outranks a booking that has
 * not heard of it yet: when cancelling and paying race, the money is voided and the page must not
 * say "confirming" or "booked" (issue 26 item 4).
 */
export function successState(
  booking: Pick<Booking, 'status' | 'failure_code'>,
  invoices: Invoice[],
  payment: PaymentOutcome = null,
): SuccessState {
  if (payment !== null && nothingTaken.has(payment.status)) return notBooked(booking, payment);
  if (booking.status === 'confirmed') return { kind: 'confirmed', invoice: invoices[0] ?? null };
  if (booking.status === 'held') return { kind: 'confirming' };
  return notBooked(booking, payment);
}

/** Whether the success page keeps asking: until the invoice is there or the booking failed. */
export function successSettled(state: SuccessState): boolean {
  return (
    state.kind === 'failed' ||
    state.kind === 'cancelled' ||
    (state.kind === 'confirmed' && state.invoice !== null)
  );
}

/** After leaving the payment page without paying: spec §4 asks continue or cancel while it can. */
export type CancelState =
  | { kind: 'ask' }
  | { kind: 'lapsed' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: ErrorCode }
  | { kind: 'confirmed' };

export function cancelState(
  booking: Pick<Booking, 'status' | 'failure_code'>,
  deadline: number,
  now: number,
): CancelState {
  if (booking.status === 'confirmed') return { kind: 'confirmed' };
  if (booking.status === 'expired' || (booking.status === 'held' && now >= deadline))
    return { kind: 'lapsed' };
  if (booking.status === 'held') return { kind: 'ask' };
  if (booking.failure_code === 'cancelled_by_boater') return { kind: 'cancelled' };
  return { kind: 'failed', reason: failureReason(booking) };
}
