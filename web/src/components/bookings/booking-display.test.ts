import { describe, expect, it } from '@jest/globals';
import { invoiceKey, paymentLink, statusKey } from './booking-display';

describe('booking display', () => {
  it('when a booking is confirmed, held or expired, then its status is its phase or why it ended', () => {
    expect(statusKey({ phase: 'upcoming', status: 'confirmed', failure_code: null })).toBe('upcoming');
    expect(statusKey({ phase: 'pending', status: 'held', failure_code: null })).toBe('pending');
    expect(statusKey({ phase: 'failed', status: 'expired', failure_code: 'hold_expired' })).toBe('expired');
    expect(statusKey({ phase: 'failed', status: 'failed', failure_code: 'cancelled_by_boater' })).toBe(
      'cancelled',
    );
    expect(statusKey({ phase: 'failed', status: 'failed', failure_code: 'payment_declined' })).toBe('failed');
    expect(statusKey({ phase: 'cancelled', status: 'cancelled', failure_code: null })).toBe('cancelled');
  });

  it('when a booking was paid (confirmed, or cancelled since), then its invoice is pending; otherwise it has none', () => {
    expect(invoiceKey({ status: 'confirmed' })).toBe('invoicePending');
    expect(invoiceKey({ status: 'cancelled' })).toBe('invoicePending');
    expect(invoiceKey({ status: 'held' })).toBe('noInvoice');
    expect(invoiceKey({ status: 'failed' })).toBe('noInvoice');
  });

  it('when a booking is held, then it links to its preview; any other has no payment link', () => {
    expect(paymentLink({ status: 'held', booking_id: 'b-1' })).toBe('/bookings/preview?booking=b-1');
    expect(paymentLink({ status: 'confirmed', booking_id: 'b-1' })).toBeNull();
    expect(paymentLink({ status: 'expired', booking_id: 'b-1' })).toBeNull();
  });
});
