import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsV1 } from '@moorline/contracts';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { createBookingPassVerifier } from '@moorline/kit';
import { bayWithBuoys, boaterWithBoat, hold, nightStay, storedBooking } from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

// The proof of payment (issue 29 item 3): a confirmed booking's pass, signed by booking, read
// back by its boater and carried on BookingConfirmed for the confirmation email.

describe('the booking pass', () => {
  let services: BookingServices;
  let buoys: { id: string }[];
  const buoy = (index: number) => buoys[index]?.id ?? '';

  beforeAll(async () => {
    services = await startBookingServices();
    ({ buoys } = await bayWithBuoys(services, {
      slug: 'pass-bay',
      lat: 42.9,
      lon: 17.1,
      buoys: Array.from({ length: 4 }, () => ({ kind: 'digital' as const })),
    }));
  });

  afterAll(() => services.stop());

  /** A boater's hold at `buoy(index)`, paid through a PaymentAuthorized on Kafka. */
  async function paidBooking(index: number) {
    const boater = await boaterWithBoat(services);
    const booking = await hold(services, boater, nightStay(buoy(index), boater.boatId));
    await services.publish({
      type: eventsV1.PaymentAuthorized.$type,
      aggregateId: booking.bookingId,
      payload: eventsV1.PaymentAuthorized.fromPartial({
        paymentId: `pay_${index}`,
        bookingId: booking.bookingId,
      }),
    });
    await waitFor(async () => (await storedBooking(services, booking.bookingId)).status === 'confirmed');
    return { boater, booking };
  }

  it('when a paid booking asks for its pass, then booking signs the booking, bay, buoy, registration and period', async () => {
    const { boater, booking } = await paidBooking(0);
    const { pass } = await services.client.getBookingPass({ bookingId: booking.bookingId }, boater.as);
    const check = await createBookingPassVerifier(services.passPublicKey)(
      pass,
      booking.periodStart ?? new Date(),
    );
    expect(check).toEqual({
      ok: true,
      pass: {
        bookingId: booking.bookingId,
        bayId: booking.bayId,
        bayName: booking.bayName,
        buoyLabel: booking.buoyLabel,
        registrationNumber: booking.registrationNumber,
        periodStart: booking.periodStart,
        periodEnd: booking.periodEnd,
      },
    });
    expect(booking.registrationNumber).not.toBe('');
  });

  it('when the booking is confirmed, then BookingConfirmed carries the same pass for the email', async () => {
    const { boater, booking } = await paidBooking(1);
    const { pass } = await services.client.getBookingPass({ bookingId: booking.bookingId }, boater.as);
    const row = await services.bookingDb
      .selectFrom('outbox')
      .select('payload')
      .where('aggregate_id', '=', booking.bookingId)
      .where('event_type', '=', eventsV1.BookingConfirmed.$type)
      .executeTakeFirstOrThrow();
    expect(eventsV1.BookingConfirmed.decode(row.payload).pass).toBe(pass);
  });

  it('when the booking is only held, then there is no pass (booking_not_paid)', async () => {
    const boater = await boaterWithBoat(services);
    const booking = await hold(services, boater, nightStay(buoy(2), boater.boatId));
    expect(
      await errorCodeOf(services.client.getBookingPass({ bookingId: booking.bookingId }, boater.as)),
    ).toBe('booking_not_paid');
  });

  it('when another boater asks for a paid booking’s pass, then it is not_found', async () => {
    const { booking } = await paidBooking(3);
    const stranger = await boaterWithBoat(services);
    expect(
      await errorCodeOf(services.client.getBookingPass({ bookingId: booking.bookingId }, stranger.as)),
    ).toBe('not_found');
    expect(await errorCodeOf(services.client.getBookingPass({ bookingId: 'not-a-uuid' }, stranger.as))).toBe(
      'not_found',
    );
  });
});
