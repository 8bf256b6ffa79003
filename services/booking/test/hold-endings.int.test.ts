import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookingV1, catalogV1, eventsV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { forwardAccessToken } from '@moorline/kit';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { expireOverdueHoldsNow } from '../src/bookings/expire-holds';
import { bayWithBuoys, boaterWithBoat, hold, nightStay, storedBooking } from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

// How a hold ends (issue 12 item 5): it lapses (lazily, or by the sweeper), or its payment is
// authorized or fails. Holds last one second here; the sweeper's timer is off, so each test
// decides when it sweeps.

describe('the end of a hold', () => {
  let services: BookingServices;
  let buoys: { id: string }[];
  const buoy = (index: number) => buoys[index]?.id ?? '';

  beforeAll(async () => {
    services = await startBookingServices({ holdSeconds: 1 });
    ({ buoys } = await bayWithBuoys(services, {
      slug: 'endings-bay',
      lat: 42.7,
      lon: 17.3,
      buoys: Array.from({ length: 8 }, () => ({ kind: 'digital' as const })),
    }));
  });

  afterAll(() => services.stop());

  /** Waits until the database's clock has passed the booking's deadline. */
  const lapsed = (bookingId: string) =>
    waitFor(async () => {
      const { rows } = await sql<{ over: boolean }>`
        SELECT hold_expires_at <= now() AS over FROM bookings WHERE id = ${bookingId}`.execute(
        services.bookingDb,
      );
      return rows[0]?.over === true;
    });

  const statusOf = async (bookingId: string) => (await storedBooking(services, bookingId)).status;

  const outboxTypes = async (bookingId: string) =>
    (
      await services.bookingDb
        .selectFrom('outbox')
        .select('event_type')
        .where('aggregate_id', '=', bookingId)
        .orderBy('id')
        .execute()
    ).map((row) => row.event_type);

  it('when a lapsed hold stands in the way of a new one, then the new hold lapses it in its own transaction', async () => {
    const late = await boaterWithBoat(services);
    const next = await boaterWithBoat(services);
    const first = await hold(services, late, nightStay(buoy(0), late.boatId));
    await lapsed(first.bookingId);
    const second = await hold(services, next, nightStay(buoy(0), next.boatId));
    expect(second.status).toBe(bookingV1.BookingStatus.BOOKING_STATUS_HELD);
    expect(await storedBooking(services, first.bookingId)).toMatchObject({
      status: 'expired',
      failure_code: 'hold_expired',
      version: 2,
    });
    expect(await outboxTypes(first.bookingId)).toEqual([
      eventsV1.BookingHeld.$type,
      eventsV1.BookingExpired.$type,
    ]);
  });

  it('when the sweeper finds a lapsed hold, then it expires it and catalog frees the buoy on the live map through Kafka', async () => {
    const boater = await boaterWithBoat(services);
    const booking = await hold(services, boater, nightStay(buoy(1), boater.boatId));
    const occupancy = () =>
      services.catalogDb
        .selectFrom('booking_occupancies')
        .select('state')
        .where('booking_id', '=', booking.bookingId)
        .executeTakeFirst();
    await waitFor(async () => (await occupancy())?.state === 'held');
    await lapsed(booking.bookingId);
    expect(await expireOverdueHoldsNow(services.bookingDb)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(booking.bookingId)).toBe('expired');
    await waitFor(async () => (await occupancy())?.state === 'expired');
    const signedIn = forwardAccessToken(await services.tokens.bearer({ userId: randomUUID() }));
    const { buoys: map } = await services.catalogClient.listBuoys(
      {
        baySlug: 'endings-bay',
        stay: { stayKind: catalogV1.StayKind.STAY_KIND_NIGHT, fromDate: '', toDate: '' },
      },
      signedIn,
    );
    expect(map.find((candidate) => candidate.buoyId === buoy(1))?.status).toBe(
      catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE,
    );
  });

  it('when the payment is authorized in time, then the booking is confirmed once, whatever the replays', async () => {
    const boater = await boaterWithBoat(services);
    const booking = await hold(services, boater, nightStay(buoy(2), boater.boatId));
    const authorized = {
      type: eventsV1.PaymentAuthorized.$type,
      aggregateId: booking.bookingId,
      payload: eventsV1.PaymentAuthorized.fromPartial({ paymentId: 'pay_1', bookingId: booking.bookingId }),
    } as const;
    await services.publish(authorized);
    await waitFor(async () => (await statusOf(booking.bookingId)) === 'confirmed');
    await services.publish(authorized);
    await services.publish({
      type: eventsV1.PaymentFailed.$type,
      aggregateId: booking.bookingId,
      payload: eventsV1.PaymentFailed.fromPartial({
        paymentId: 'pay_1',
        bookingId: booking.bookingId,
        reasonCode: 'payment_declined',
      }),
    });
    // The positive marker that the replays were consumed: a later event for another booking.
    const other = await boaterWithBoat(services);
    const marker = await hold(services, other, nightStay(buoy(3), other.boatId));
    await services.publish({
      type: eventsV1.PaymentFailed.$type,
      aggregateId: marker.bookingId,
      payload: eventsV1.PaymentFailed.fromPartial({
        paymentId: 'pay_2',
        bookingId: marker.bookingId,
        reasonCode: 'payment_declined',
      }),
    });
    await waitFor(async () => (await statusOf(marker.bookingId)) === 'failed');
    expect(await storedBooking(services, booking.bookingId)).toMatchObject({
      status: 'confirmed',
      version: 2,
    });
    expect(await outboxTypes(booking.bookingId)).toEqual([
      eventsV1.BookingHeld.$type,
      eventsV1.BookingConfirmed.$type,
    ]);
    expect(await storedBooking(services, marker.bookingId)).toMatchObject({
      failure_code: 'payment_declined',
    });
  });

  it('when the payment arrives after the hold lapsed and the buoy is still free, then the booking is confirmed', async () => {
    const boater = await boaterWithBoat(services);
    const booking = await hold(services, boater, nightStay(buoy(4), boater.boatId));
    await lapsed(booking.bookingId);
    await expireOverdueHoldsNow(services.bookingDb);
    await services.publish({
      type: eventsV1.PaymentAuthorized.$type,
      aggregateId: booking.bookingId,
      payload: eventsV1.PaymentAuthorized.fromPartial({ paymentId: 'pay_3', bookingId: booking.bookingId }),
    });
    await waitFor(async () => (await statusOf(booking.bookingId)) === 'confirmed');
  });

  it('when the payment arrives after the hold lapsed and another boater took the buoy, then the booking fails so payment voids it', async () => {
    const late = await boaterWithBoat(services);
    const quick = await boaterWithBoat(services);
    const booking = await hold(services, late, nightStay(buoy(5), late.boatId));
    await lapsed(booking.bookingId);
    await hold(services, quick, nightStay(buoy(5), quick.boatId));
    await services.publish({
      type: eventsV1.PaymentAuthorized.$type,
      aggregateId: booking.bookingId,
      payload: eventsV1.PaymentAuthorized.fromPartial({ paymentId: 'pay_4', bookingId: booking.bookingId }),
    });
    await waitFor(async () => (await statusOf(booking.bookingId)) === 'failed');
    expect(await storedBooking(services, booking.bookingId)).toMatchObject({
      failure_code: 'buoy_taken_before_payment',
    });
    expect(await outboxTypes(booking.bookingId)).toEqual([
      eventsV1.BookingHeld.$type,
      eventsV1.BookingExpired.$type,
      eventsV1.BookingFailed.$type,
    ]);
  });
  it('when the payment arrives after the stay itself is over, then the booking fails so payment voids it', async () => {
    const boater = await boaterWithBoat(services);
    const booking = await hold(services, boater, nightStay(buoy(6), boater.boatId));
    await lapsed(booking.bookingId);
    await expireOverdueHoldsNow(services.bookingDb);
    // Reconciliation re-announces a stuck authorization however late; this one outlived its night.
    await sql`UPDATE bookings SET period = tstzrange(now() - interval '2 days', now() - interval '1 day')
               WHERE id = ${booking.bookingId}`.execute(services.bookingDb);
    await services.publish({
      type: eventsV1.PaymentAuthorized.$type,
      aggregateId: booking.bookingId,
      payload: eventsV1.PaymentAuthorized.fromPartial({ paymentId: 'pay_5', bookingId: booking.bookingId }),
    });
    await waitFor(async () => (await statusOf(booking.bookingId)) !== 'expired');
    expect(await storedBooking(services, booking.bookingId)).toMatchObject({
      status: 'failed',
      failure_code: 'stay_ended_before_payment',
    });
  });
});
