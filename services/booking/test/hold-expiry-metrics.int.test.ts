import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { sql } from 'kysely';
import { expireOverdueHoldsNow } from '../src/bookings/expire-holds';
import { holdExpiryGauges } from '../src/bookings/hold-expiry-metrics';
import { bayWithBuoys, boaterWithBoat, hold, nightStay } from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

// The hold-expiry lag on /metrics: how far the sweeper is behind. Holds last one second here and
// the sweeper's timer is off, so the test decides when it sweeps.
describe('hold-expiry gauges', () => {
  let services: BookingServices;
  let buoyId: string;

  beforeAll(async () => {
    services = await startBookingServices({ holdSeconds: 1 });
    const { buoys } = await bayWithBuoys(services, {
      slug: 'expiry-lag-bay',
      lat: 42.71,
      lon: 17.31,
      buoys: [{ kind: 'digital' as const }],
    });
    buoyId = buoys[0]?.id ?? '';
  });

  afterAll(() => services.stop());

  const read = async () => {
    const [overdue, lag] = await Promise.all(
      holdExpiryGauges(services.bookingDb).map((gauge) => gauge.read()),
    );
    return { overdue, lag };
  };

  it('when a hold passes its deadline unswept, then the overdue count and the lag grow, and both return to 0 after the sweep', async () => {
    const boater = await boaterWithBoat(services);
    const booking = await hold(services, boater, nightStay(buoyId, boater.boatId));
    expect(await read()).toEqual({ overdue: 0, lag: 0 });
    await waitFor(async () => {
      const { rows } = await sql<{ over: boolean }>`
        SELECT hold_expires_at < now() - interval '1 second' AS over FROM bookings WHERE id = ${booking.bookingId}`.execute(
        services.bookingDb,
      );
      return rows[0]?.over === true;
    });
    const behind = await read();
    expect(behind.overdue).toBe(1);
    expect(behind.lag).toBeGreaterThan(1);
    expect(await expireOverdueHoldsNow(services.bookingDb)).toBe(1);
    expect(await read()).toEqual({ overdue: 0, lag: 0 });
  });
});
