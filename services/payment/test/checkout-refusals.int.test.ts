import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  bayWithBuoys,
  boaterWithBoat,
  failureOf,
  hold,
  nightStay,
} from '../../booking/test/booking-fixtures';
import { heldBooking, startCheckout } from './payment-fixtures';
import { startMoneyPath, type MoneyPath } from './support';

// What starting a checkout refuses, and what it answers twice (issue 13 items 4 and 7): the terms
// must be accepted, only the booking's owner may pay it, one key is one checkout, and a booking
// has at most one live payment however many keys ask.

describe('starting a checkout', () => {
  let paths: MoneyPath;
  let buoys: { id: string }[];
  const buoy = (index: number) => buoys[index]?.id ?? '';

  const paymentsOf = async (bookingId: string) =>
    paths.paymentDb.selectFrom('payments').select('id').where('booking_id', '=', bookingId).execute();

  beforeAll(async () => {
    paths = await startMoneyPath();
    ({ buoys } = await bayWithBuoys(paths, {
      slug: 'refusals-bay',
      lat: 43.51,
      lon: 16.41,
      buoys: Array.from({ length: 6 }, () => ({ kind: 'digital' as const })),
    }));
  });

  afterAll(() => paths.stop());

  it('when the terms are not accepted, then it is refused and no payment is recorded', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(0));
    const refusal = await failureOf(startCheckout(paths, boater, bookingId, { termsAccepted: false }));
    expect(refusal.code).toBe('terms_not_accepted');
    expect(await paymentsOf(bookingId)).toEqual([]);
  });

  it('when another user asks to pay the booking, then it does not exist for them', async () => {
    const { bookingId } = await heldBooking(paths, buoy(1));
    const stranger = await boaterWithBoat(paths);
    expect((await failureOf(startCheckout(paths, stranger, bookingId))).code).toBe('not_found');
    expect((await failureOf(paths.paymentClient.getPayment({ bookingId }, stranger.as))).code).toBe(
      'not_found',
    );
    expect(await paymentsOf(bookingId)).toEqual([]);
  });

  // An id that cannot exist is as unknown as one that does not: no hint what ids look like.
  it('when the booking id is not a uuid or unknown, then either is not_found', async () => {
    const boater = await boaterWithBoat(paths);
    expect((await failureOf(startCheckout(paths, boater, 'not-a-uuid'))).code).toBe('not_found');
    expect((await failureOf(startCheckout(paths, boater, randomUUID()))).code).toBe('not_found');
  });

  it('when the same key asks twice, then both answers are the same payment and checkout page', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(2));
    const idempotencyKey = randomUUID();
    const first = await startCheckout(paths, boater, bookingId, { idempotencyKey });
    const again = await startCheckout(paths, boater, bookingId, { idempotencyKey });
    expect(again.paymentId).toBe(first.paymentId);
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    expect(await paymentsOf(bookingId)).toHaveLength(1);
  });

  it('when a second key asks while the first checkout is open, then it answers the open one', async () => {
    const { boater, bookingId } = await heldBooking(paths, buoy(3));
    const first = await startCheckout(paths, boater, bookingId);
    const second = await startCheckout(paths, boater, bookingId);
    expect(second.paymentId).toBe(first.paymentId);
    expect(await paymentsOf(bookingId)).toHaveLength(1);
  });

  it('when a key already used for one booking is sent for another, then it is refused', async () => {
    const first = await heldBooking(paths, buoy(4));
    const idempotencyKey = randomUUID();
    await startCheckout(paths, first.boater, first.bookingId, { idempotencyKey });
    // The same boater, the same boat, another booking: the first hold is given up first.
    await paths.client.cancelHold({ bookingId: first.bookingId }, first.boater.as);
    const second = await hold(paths, first.boater, nightStay(buoy(5), first.boater.boatId));
    const refusal = await failureOf(startCheckout(paths, first.boater, second.bookingId, { idempotencyKey }));
    expect(refusal.code).toBe('idempotency_key_reused');
  });
});
