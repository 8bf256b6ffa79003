import type { Booking, CancellationQuote } from '../http/api-schema';

// Issue 30 item 2: which bookings the boater may cancel and how the refund is worded, apart from
// the markup so the rules are tested on their own. The refund itself is always booking's figure.

/** A paid booking whose stay has not begun; booking refuses anything else anyway. */
export function mayCancel(booking: Pick<Booking, 'status' | 'phase'>): boolean {
  return booking.status === 'confirmed' && booking.phase === 'upcoming';
}

/** The cancel page of a booking: also the path the confirmation email links to. */
export function cancelPagePath(bookingId: string): string {
  return `/bookings/${encodeURIComponent(bookingId)}/cancel`;
}

export type RefundShare = 'full' | 'part' | 'none';

/** The refund against what was paid: all of it, some of it, or nothing. */
export function refundShare(quote: Pick<CancellationQuote, 'refund' | 'booking'>): RefundShare {
  const paid = quote.booking.price.total.cents;
  if (quote.refund.cents <= 0) return 'none';
  return quote.refund.cents >= paid ? 'full' : 'part';
}

/** Whether cancelling now is still within the free period, by the server's deadline. */
export function isFreeNow(quote: Pick<CancellationQuote, 'free_until'>, now: Date): boolean {
  return now.getTime() < new Date(quote.free_until).getTime();
}
