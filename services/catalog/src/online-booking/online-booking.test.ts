import { describe, expect, it } from '@jest/globals';
import { onlineBooking } from './online-booking';

describe('onlineBooking', () => {
  it('when the operator has a ready payment account, then the bay is bookable online', () => {
    expect(onlineBooking(true)).toEqual({ bookable: true, notBookableReason: null });
  });

  it('when it has none ready, then the bay is not bookable online and says why', () => {
    expect(onlineBooking(false)).toEqual({ bookable: false, notBookableReason: 'payment_account_not_ready' });
  });
});
