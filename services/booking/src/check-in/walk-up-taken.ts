import type { BookingRow } from '../bookings/booking.repository';

/** Who takes a buoy a walk-up cannot have: someone's paid stay, or only holds being paid now. */
export type WalkUpTaken =
  { state: 'occupied'; occupiedUntil?: Date } | { state: 'held'; occupiedUntil: Date; holdExpiresAt: Date };

type Taking = Pick<BookingRow, 'status' | 'period_end' | 'hold_expires_at'>;

/**
 * How a walk-up sees the bookings (earliest first) that take the buoy (issue 28): occupied while
 * any is confirmed, as it stays; held when only unpaid holds do, each of which lapses in minutes
 * unless paid, so the buoy may free up when the last of them does.
 */
export function walkUpTaken(bookings: readonly Taking[]): WalkUpTaken {
  const [first] = bookings;
  if (!first || bookings.some((booking) => booking.status === 'confirmed'))
    return { state: 'occupied', occupiedUntil: first?.period_end };
  const lapses = Math.max(...bookings.map((booking) => booking.hold_expires_at.getTime()));
  return { state: 'held', occupiedUntil: first.period_end, holdExpiresAt: new Date(lapses) };
}
