import type { Booking, Invoice } from '../http/api-schema';

// Where the boater stands when the payment page sends them back (issue 13 item 7), from the
// booking, its invoices and the hold's deadline on the browser's clock. Pure, so tested alone.

/** After paying: confirming until booking hears from payment, then the invoice once issued. */
export type SuccessState =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; invoice: Invoice | null }
  | { kind: 'failed'; reason: string };

export function successState(
  booking: Pick<Booking, 'status' | 'failure_code'>,
  invoices: Invoice[],
): SuccessState {
  if (booking.status === 'confirmed') return { kind: 'confirmed', invoice: invoices[0] ?? null };
  if (booking.status === 'held') return { kind: 'confirming' };
  return {
    kind: 'failed',
    reason: booking.status === 'expired' ? 'checkout_expired' : (booking.failure_code ?? 'unavailable'),
  };
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
  | { kind: 'failed'; reason: string }
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
  return { kind: 'failed', reason: booking.failure_code ?? 'unavailable' };
}
