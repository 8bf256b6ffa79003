import type { Booking, Invoice } from '../http/api-schema';
import { isErrorCode, type ErrorCode } from '../i18n/error-codes';

// Where the boater stands when the payment page sends them back (issue 13 item 7), from the
// booking, its invoices and the hold's deadline on the browser's clock. Pure, so tested alone.

/** After paying: confirming until booking hears from payment, then the invoice once issued. */
export type SuccessState =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; invoice: Invoice | null }
  | { kind: 'failed'; reason: ErrorCode };

/**
 * Why a booking did not go through, as a catalogue code the page can word. Booking's own codes
 * that are not in the catalogue (spec §8) are said the way the boater knows them.
 */
export function failureReason(booking: Pick<Booking, 'status' | 'failure_code'>): ErrorCode {
  const code = booking.failure_code;
  if (booking.status === 'expired' || code === 'hold_expired') return 'checkout_expired';
  // The hold lapsed and someone else booked the buoy before the payment landed; payment voids it.
  if (code === 'buoy_taken_before_payment') return 'buoy_already_booked';
  if (code === 'cancelled_by_boater') return 'hold_not_active';
  return code !== null && isErrorCode(code) ? code : 'unavailable';
}

export function successState(
  booking: Pick<Booking, 'status' | 'failure_code'>,
  invoices: Invoice[],
): SuccessState {
  if (booking.status === 'confirmed') return { kind: 'confirmed', invoice: invoices[0] ?? null };
  if (booking.status === 'held') return { kind: 'confirming' };
  return { kind: 'failed', reason: failureReason(booking) };
}

/** Whether the success page keeps asking: until the invoice is there or the booking failed. */
export function successSettled(state: SuccessState): boolean {
  return state.kind === 'failed' || (state.kind === 'confirmed' && state.invoice !== null);
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
