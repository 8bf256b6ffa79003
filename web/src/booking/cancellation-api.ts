import type { ApiClient } from '../http/api-client';
import type { Booking, CancellationQuote } from '../http/api-schema';
import { outcomeOf, type Outcome } from './booking-api';

// Issue 30 item 2: the boater's cancellation of a paid booking, through the one API client. Each
// answers an outcome, so the page words every refusal in its language.

/** The refund the booking's policy gives now, to the cent. */
export function fetchCancellationQuote(
  api: ApiClient,
  bookingId: string,
): Promise<Outcome<CancellationQuote>> {
  return outcomeOf(() =>
    api.GET('/v1/bookings/{bookingId}/cancellation', { params: { path: { bookingId } } }),
  );
}

/** Cancels with the refund the boater was shown; another figure now is `refund_changed`. */
export function cancelPaidBooking(
  api: ApiClient,
  bookingId: string,
  expectedRefundCents: number,
): Promise<Outcome<Booking>> {
  return outcomeOf(() =>
    api.POST('/v1/bookings/{bookingId}/cancellation', {
      params: { path: { bookingId } },
      body: { expected_refund_minor: expectedRefundCents },
    }),
  );
}
