import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookingV1, catalogV1 } from '@moorline/contracts';
import { createDatabase, createLogger, forwardAccessToken } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { startDemoTraffic, type DemoBoater, type DemoTraffic } from '../src/demo-traffic/demo-traffic';
import type { DemoHold } from '../src/demo-traffic/demo-moves';
import { startBookingWithCatalog, type BookingWithCatalog } from '../src/testing/booking-with-catalog';
import { testAccessTokens } from '../src/testing/test-access-tokens';
import { waitFor } from '../src/testing/test-infra';
import type { CatalogTables } from '../../services/catalog/src/catalog.tables';
import { markEveryOperatorReady } from '../../services/catalog/test/support';

// The demo traffic of `make start` against the real booking and catalog services with the demo
// data and the real broker: the buoys its boaters hold turn booked for tonight, and free again
// when a boater cancels, when a hold lapses and booking's sweeper expires it, or when it stops.

const logger = createLogger({ service: 'demo-traffic-test', level: 'silent' });
// An unpaid hold shows as held on the map (issue 28 item 6), not booked.
const { BUOY_STATUS_AVAILABLE, BUOY_STATUS_HELD } = catalogV1.BuoyStatus;
const { BOOKING_STATUS_HELD, BOOKING_STATUS_EXPIRED, BOOKING_STATUS_FAILED } = bookingV1.BookingStatus;
// random() answers: below ½ the boater walks away and lets the hold lapse, above ½ gives up.
const WALKS_AWAY = 0.2;
const GIVES_UP = 0.9;

/** A platform (booking with catalog), its demo boaters, and traffic started on it. */
function platform(bookingSettings: { HOLD_SECONDS?: number; HOLD_SWEEP_INTERVAL_MS?: number } = {}) {
  const tokens = testAccessTokens();
  const userIds = [randomUUID(), randomUUID()];
  const calls = userIds.map((userId) => async () => forwardAccessToken(await tokens.bearer({ userId })));
  const boaters: DemoBoater[] = calls;
  let services: BookingWithCatalog;
  // The traffic's clock; a test moves it past a boater's give-up time instead of waiting.
  let clockOffsetMs = 0;
  const slugs = new Map<string, string>();
  const running: DemoTraffic[] = [];

  beforeAll(async () => {
    services = await startBookingWithCatalog({ tokens, seedDemoData: true, booking: bookingSettings });
    // Payment's seed would make the demo operators ready; without it their bays take no holds.
    const catalogDb = createDatabase<CatalogTables>({ url: services.catalog.databaseUrl, maxConnections: 1 });
    await markEveryOperatorReady(catalogDb);
    await catalogDb.destroy();
    const { bays } = await services.catalogClient.listBays({
      bbox: { minLon: 12, minLat: 40, maxLon: 20, maxLat: 46 },
    });
    for (const bay of bays) slugs.set(bay.bayId, bay.slug);
  });

  afterAll(async () => {
    for (const traffic of running) await traffic.stop();
    await services.stop();
  });

  return {
    start(random: () => number): DemoTraffic {
      const traffic = startDemoTraffic({
        catalog: services.catalogClient,
        booking: services.bookingClient,
        boaters,
        // The test takes the steps itself.
        stepMs: 3_600_000,
        random,
        now: () => new Date(Date.now() + clockOffsetMs),
        logger,
      });
      running.push(traffic);
      return traffic;
    },
    moveClock(ms: number) {
      clockOffsetMs += ms;
    },
    /** Tonight's status of a held buoy as a signed-in map sees it, and until when it is booked. */
    async tonightStatus(hold: DemoHold) {
      const { buoys } = await services.catalogClient.listBuoys(
        { baySlug: slugs.get(hold.bayId) },
        forwardAccessToken(await tokens.bearer()),
      );
      const buoy = buoys.find((candidate) => candidate.buoyId === hold.buoyId);
      return { status: buoy?.status, bookedUntil: buoy?.bookedUntil };
    },
    /** The booking as its boater sees it. */
    async booking(hold: DemoHold) {
      const call = calls[hold.boater];
      if (!call) throw new Error(`no boater ${hold.boater}`);
      const { booking } = await services.bookingClient.getBooking(
        { bookingId: hold.bookingId },
        await call(),
      );
      return booking;
    },
  };
}

const held = (traffic: DemoTraffic, index: number): DemoHold => {
  const hold = traffic.held()[index];
  if (!hold) throw new Error(`no hold ${index} is out`);
  return hold;
};

describe('demo traffic on real holds', () => {
  const demo = platform();

  const waitForStatus = (hold: DemoHold, status: catalogV1.BuoyStatus) =>
    waitFor(async () => (await demo.tonightStatus(hold)).status === status, 20_000);

  it('when boaters come along, then each holds a different free buoy for tonight with their own boat, one hold per boater', async () => {
    const traffic = demo.start(() => WALKS_AWAY);
    await traffic.step();
    await traffic.step();
    await traffic.step();
    const holds = traffic.held();
    expect(holds.map((hold) => hold.boater)).toEqual([0, 1]);
    expect(new Set(holds.map((hold) => hold.buoyId)).size).toBe(2);
    const bookings = await Promise.all(holds.map((hold) => demo.booking(hold)));
    expect(new Set(bookings.map((booking) => booking?.boatId)).size).toBe(2);
    for (const [index, hold] of holds.entries()) {
      const booking = bookings[index];
      expect(booking).toMatchObject({
        status: BOOKING_STATUS_HELD,
        buoyId: hold.buoyId,
        stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
      });
      await waitForStatus(hold, BUOY_STATUS_HELD);
      // Booked until tonight's check-out, tomorrow morning at the bay.
      expect((await demo.tonightStatus(hold)).bookedUntil).toEqual(booking?.periodEnd);
      expect(booking?.periodEnd?.getTime()).toBeLessThan(Date.now() + 48 * 3_600_000);
    }
    await traffic.stop();
  });

  it('when a boater gives up, then the hold is cancelled and the buoy is free again at once', async () => {
    const traffic = demo.start(() => GIVES_UP);
    await traffic.step();
    const hold = held(traffic, 0);
    expect(hold.giveUpAt).toBeDefined();
    await waitForStatus(hold, BUOY_STATUS_HELD);

    demo.moveClock((hold.giveUpAt?.getTime() ?? 0) - Date.now());
    await traffic.step();
    expect(traffic.held()).toEqual([]);
    await waitForStatus(hold, BUOY_STATUS_AVAILABLE);
    expect(await demo.booking(hold)).toMatchObject({
      status: BOOKING_STATUS_FAILED,
      failureCode: 'cancelled_by_boater',
    });
    await traffic.stop();
  });

  it('when the traffic stops, then every hold still out is cancelled and its buoy is free again', async () => {
    const traffic = demo.start(() => WALKS_AWAY);
    await traffic.step();
    await traffic.step();
    const holds = traffic.held();
    expect(holds).toHaveLength(2);
    for (const hold of holds) await waitForStatus(hold, BUOY_STATUS_HELD);

    await traffic.stop();
    expect(traffic.held()).toEqual([]);
    for (const hold of holds) {
      await waitForStatus(hold, BUOY_STATUS_AVAILABLE);
      expect((await demo.booking(hold))?.status).toBe(BOOKING_STATUS_FAILED);
    }
  });
});

describe('demo traffic on real holds that lapse', () => {
  // Holds of 2 s, swept every 200 ms: booking itself lets them lapse, as after 3 minutes on `make start`.
  const demo = platform({ HOLD_SECONDS: 2, HOLD_SWEEP_INTERVAL_MS: 200 });

  it('when a boater walks away, then booking expires the hold, the buoy is free again and the boater may hold another', async () => {
    const traffic = demo.start(() => WALKS_AWAY);
    await traffic.step();
    const hold = held(traffic, 0);
    expect(hold.giveUpAt).toBeUndefined();

    // Booking's sweeper, not the traffic, frees the buoy: the booking is expired, not cancelled.
    await waitFor(async () => (await demo.booking(hold))?.status === BOOKING_STATUS_EXPIRED, 20_000);
    await waitFor(async () => (await demo.tonightStatus(hold)).status === BUOY_STATUS_AVAILABLE, 20_000);
    await traffic.step();
    expect(traffic.held()).toEqual([]);
    await traffic.step();
    expect(held(traffic, 0).boater).toBe(0);
    await traffic.stop();
  });
});
