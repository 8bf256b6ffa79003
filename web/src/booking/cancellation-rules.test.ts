import { describe, expect, it } from '@jest/globals';
import { cancelPagePath, isFreeNow, mayCancel, refundShare } from './cancellation-rules';

const paid = (cents: number) => ({ price: { total: { cents, currency: 'EUR' } } });
const quote = (refund: number, total: number) =>
  ({ refund: { cents: refund, currency: 'EUR' }, booking: paid(total) }) as Parameters<typeof refundShare>[0];

describe('cancellation rules', () => {
  it('when a booking is paid and ahead, then the boater may cancel it; begun, held or cancelled, not', () => {
    expect(mayCancel({ status: 'confirmed', phase: 'upcoming' })).toBe(true);
    expect(mayCancel({ status: 'confirmed', phase: 'current' })).toBe(false);
    expect(mayCancel({ status: 'held', phase: 'pending' })).toBe(false);
    expect(mayCancel({ status: 'cancelled', phase: 'cancelled' })).toBe(false);
  });

  it('when the refund is all, some or none of what was paid, then it is worded so', () => {
    expect(refundShare(quote(9500, 9500))).toBe('full');
    expect(refundShare(quote(4750, 9500))).toBe('part');
    expect(refundShare(quote(0, 9500))).toBe('none');
  });

  it('when the free period ends, then at that very instant it is no longer free', () => {
    const freeUntil = { free_until: '2026-11-29T13:00:00.000Z' };
    expect(isFreeNow(freeUntil, new Date('2026-11-29T12:59:59.999Z'))).toBe(true);
    expect(isFreeNow(freeUntil, new Date('2026-11-29T13:00:00.000Z'))).toBe(false);
  });

  it('when the cancel page is linked, then its path is the one the confirmation email uses', () => {
    expect(cancelPagePath('6f1c3a52-5b8e-4d7a-9c1e-0a2b3c4d5e6f')).toBe(
      '/bookings/6f1c3a52-5b8e-4d7a-9c1e-0a2b3c4d5e6f/cancel',
    );
  });
});
