import type { ApiClient } from '../http/api-client';
import type { NextNightOffer } from '../http/api-schema';
import { outcomeOf, type Outcome } from './booking-api';

// Issue 30 item 3: what the night after a booking would be, through the one API client. Holding
// it is the preview's own hold (`holdStay`) with `extends_booking_id`.

export function fetchNextNightOffer(api: ApiClient, bookingId: string): Promise<Outcome<NextNightOffer>> {
  return outcomeOf(() => api.GET('/v1/bookings/{bookingId}/next-night', { params: { path: { bookingId } } }));
}
