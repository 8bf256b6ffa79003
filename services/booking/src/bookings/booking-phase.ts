import type { BookingRow } from './booking.repository';

/** How My Bookings groups a booking (spec §3), from its status and the clock. */
export const bookingPhases = ['current', 'upcoming', 'completed', 'failed', 'pending', 'cancelled'] as const;
export type BookingPhase = (typeof bookingPhases)[number];

export function phaseOf(
  booking: Pick<BookingRow, 'status' | 'period_start' | 'period_end' | 'hold_expires_at'>,
  now: Date,
): BookingPhase {
  const at = now.getTime();
  switch (booking.status) {
    case 'confirmed':
      if (at < booking.period_start.getTime()) return 'upcoming';
      return at < booking.period_end.getTime() ? 'current' : 'completed';
    case 'held':
      // A hold past its deadline is over even before the sweeper has written so.
      return at < booking.hold_expires_at.getTime() ? 'pending' : 'failed';
    case 'expired':
    case 'failed':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
  }
}
