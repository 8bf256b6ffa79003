import type { Booking } from '../../http/api-schema';

// What My Bookings shows for a booking besides its own fields (spec §2, §3), kept apart from the
// markup so the rules are tested on their own.

export type StatusKey = 'current' | 'upcoming' | 'completed' | 'pending' | 'failed' | 'expired' | 'cancelled';

/** The status as the boater reads it: the phase, and for a failed one why it failed. */
export function statusKey(booking: Pick<Booking, 'phase' | 'status' | 'failure_code'>): StatusKey {
  if (booking.phase !== 'failed') return booking.phase;
  if (booking.status === 'expired') return 'expired';
  return booking.failure_code === 'cancelled_by_boater' ? 'cancelled' : 'failed';
}

export type InvoiceKey = 'invoicePending' | 'noInvoice';

/** A paid booking has an invoice, and a cancelled one its credit note too (issue 30 item 2). */
export function hasInvoices(booking: Pick<Booking, 'status'>): boolean {
  return booking.status === 'confirmed' || booking.status === 'cancelled';
}

/** A paid booking gets an invoice (from the payment issue); until then it is pending. */
export function invoiceKey(booking: Pick<Booking, 'status'>): InvoiceKey {
  return hasInvoices(booking) ? 'invoicePending' : 'noInvoice';
}

/** A hold still waiting for payment links back to its preview, where the boater pays. */
export function paymentLink(booking: Pick<Booking, 'status' | 'booking_id'>): string | null {
  return booking.status === 'held'
    ? `/bookings/preview?booking=${encodeURIComponent(booking.booking_id)}`
    : null;
}
