import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookingPass, eventsV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import {
  bayWithBuoys,
  boaterWithBoat,
  hold,
  nightStay,
  storedBooking,
} from '../../services/booking/test/booking-fixtures';
import { startBookingStack, type BookingStack } from './support/booking-stack';

// Proof of payment over HTTP (issue 29 item 3): the caller's own pass, and the public key a
// patrol phone keeps to verify passes with no signal.

describe('/api/v1/bookings/:bookingId/pass and /api/v1/booking-passes/public-key', () => {
  let stack: BookingStack;
  let buoys: { id: string }[];

  beforeAll(async () => {
    stack = await startBookingStack();
    ({ buoys } = await bayWithBuoys(stack.services, {
      slug: 'bff-pass-bay',
      lat: 43.1,
      lon: 16.4,
      buoys: Array.from({ length: 3 }, () => ({ kind: 'digital' as const })),
    }));
  });

  afterAll(() => stack.stop());

  async function heldBooking(index: number) {
    const boater = await boaterWithBoat(stack.services);
    const booking = await hold(stack.services, boater, nightStay(buoys[index]?.id ?? '', boater.boatId));
    return { boater, bookingId: booking.bookingId };
  }

  async function pay(bookingId: string) {
    await stack.services.publish({
      type: eventsV1.PaymentAuthorized.$type,
      aggregateId: bookingId,
      payload: eventsV1.PaymentAuthorized.fromPartial({ paymentId: 'pay_bff', bookingId }),
    });
    await waitFor(async () => (await storedBooking(stack.services, bookingId)).status === 'confirmed');
  }

  const askPass = (bookingId: string, authorization?: string) =>
    stack.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${bookingId}/pass`,
      headers: authorization ? { authorization } : {},
    });

  it('when the boater asks for a paid booking’s pass, then it verifies with the published public key', async () => {
    const { boater, bookingId } = await heldBooking(0);
    await pay(bookingId);
    const answer = await askPass(bookingId, await stack.bearer(boater.userId));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json<{
      pass: string;
      booking: { booking_id: string; buoy_label: string; period_start: string };
    }>();
    expect(body.booking.booking_id).toBe(bookingId);

    const keyAnswer = await stack.app.inject({ method: 'GET', url: '/api/v1/booking-passes/public-key' });
    expect(keyAnswer.statusCode).toBe(200);
    expect(keyAnswer.headers['cache-control']).toBe('public, max-age=86400');
    const key = createPublicKey({ key: keyAnswer.json<JsonWebKey>(), format: 'jwk' });
    // Checked on the water at the stay's start: "tonight" is tomorrow's night after midnight at
    // the bay, so the test's own clock would make the pass not yet valid at some hours of the day.
    const check = await bookingPass.verifyBookingPass(
      body.pass,
      (message, signature) => verify(null, message, key, signature),
      new Date(body.booking.period_start),
    );
    expect(check).toMatchObject({ ok: true, pass: { bookingId, buoyLabel: body.booking.buoy_label } });
  });

  it('when another boater asks for the pass, then it is 404; signed out, 401', async () => {
    const { bookingId } = await heldBooking(1);
    await pay(bookingId);
    const stranger = await askPass(bookingId, await stack.bearer());
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'not_found' });
    expect((await askPass(bookingId)).statusCode).toBe(401);
  });

  it('when the booking is only held, then it is 409 booking_not_paid', async () => {
    const { boater, bookingId } = await heldBooking(2);
    const answer = await askPass(bookingId, await stack.bearer(boater.userId));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'booking_not_paid' });
  });
});
