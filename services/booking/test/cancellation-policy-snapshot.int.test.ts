import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsV1, type catalogV1 } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { applyPaymentAuthorized } from '../src/events/payment-outcomes.consumer';
import { bayWithBuoys, baySetupChanger, boaterWithBoat, hold, nightStay } from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

// Issue 30 item 1 on the real booking and catalog services: a booking copies its bay's
// cancellation policy when the hold is made and keeps it once paid, whatever the bay's manager
// sets afterwards; a hold made after the change copies the new policy.

const halfBack: catalogV1.CancellationPolicy = {
  nightFreeDaysBefore: 2,
  nightFreeUntilTime: '18:00',
  nightLateRefundPercent: 50,
  dayFreeHoursBefore: 3,
};
const nothingBack: catalogV1.CancellationPolicy = {
  nightFreeDaysBefore: 7,
  nightFreeUntilTime: '12:00',
  nightLateRefundPercent: 0,
  dayFreeHoursBefore: 24,
};

describe('the cancellation policy a booking keeps', () => {
  let services: BookingServices;
  let bay: Awaited<ReturnType<typeof bayWithBuoys>>;
  let changeSetup: Awaited<ReturnType<typeof baySetupChanger>>;
  const buoyId = (index: number) => bay.buoys[index]?.id ?? '';

  const setPolicy = (cancellationPolicy: catalogV1.CancellationPolicy) => changeSetup({ cancellationPolicy });
  const keptPolicy = async (bookingId: string) =>
    (
      await services.bookingDb
        .selectFrom('bookings')
        .select('cancellation_policy')
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow()
    ).cancellation_policy;

  beforeAll(async () => {
    services = await startBookingServices();
    // A pin in Croatian waters, as the setup's time zone must be a country's.
    bay = await bayWithBuoys(services, {
      slug: 'policy-bay',
      lat: 43.5,
      lon: 15.95,
      buoys: [{ kind: 'digital' }, { kind: 'digital' }],
    });
    changeSetup = await baySetupChanger(services, bay.id);
  });
  afterAll(() => services.stop());

  it('when the bay changes its policy after a booking is paid, then the booking keeps the policy it was held under, and a new hold takes the new one', async () => {
    await setPolicy(halfBack);
    const boater = await boaterWithBoat(services);
    const held = await hold(services, boater, nightStay(buoyId(0), boater.boatId));
    expect(await keptPolicy(held.bookingId)).toEqual(halfBack);
    await services.bookingDb
      .transaction()
      .execute((trx) => applyPaymentAuthorized(trx, { bookingId: held.bookingId, paymentId: randomUUID() }));

    await setPolicy(nothingBack);

    const paid = await services.bookingDb
      .selectFrom('bookings')
      .select(['status', 'cancellation_policy'])
      .where('id', '=', held.bookingId)
      .executeTakeFirstOrThrow();
    expect(paid).toEqual({ status: 'confirmed', cancellation_policy: halfBack });
    // The confirmation carries the kept policy, so its email states this booking's terms.
    const confirmation = await services.bookingDb
      .selectFrom('outbox')
      .select('payload')
      .where('aggregate_id', '=', held.bookingId)
      .where('event_type', '=', eventsV1.BookingConfirmed.$type)
      .executeTakeFirstOrThrow();
    expect(eventsV1.BookingConfirmed.decode(confirmation.payload).summary?.cancellationPolicy).toEqual(
      halfBack,
    );

    // The other buoy was never asked about, so booking has no copy of the bay from before.
    const next = await boaterWithBoat(services);
    const later = await hold(services, next, nightStay(buoyId(1), next.boatId));
    expect(await keptPolicy(later.bookingId)).toEqual(nothingBack);
    expect(await keptPolicy(held.bookingId)).toEqual(halfBack);
  });
});
