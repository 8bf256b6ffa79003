import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1 } from '@moorline/contracts';
import { createChannel, createGrpcClient, createLogger, forwardAccessToken } from '@moorline/kit';
import { createCatalogService } from '../../services/catalog/src/catalog.service';
import type { CatalogConfig } from '../../services/catalog/src/config';
import { startBookingStandIn, type BookingStandIn } from '../src/booking-stand-in/booking-stand-in';
import { startDemoTraffic, type CatalogClient, type DemoTraffic } from '../src/demo-traffic/demo-traffic';
import { startServiceUnderTest, type ServiceUnderTest } from '../src/testing/service-under-test';
import { testAccessTokens } from '../src/testing/test-access-tokens';
import { testKafkaBrokers, uniqueName, waitFor } from '../src/testing/test-infra';

// The demo traffic of `make start` against the real catalog with its demo data and the real
// broker: the buoys it holds turn booked for tonight, and free again when their holds lapse.

const HOLD_MS = 60_000;
const logger = createLogger({ service: 'demo-traffic-test', level: 'silent' });
const { BUOY_STATUS_AVAILABLE, BUOY_STATUS_BOOKED } = catalogV1.BuoyStatus;
const tokens = testAccessTokens();
const signedInCall = async () => forwardAccessToken(await tokens.bearer());

let catalogService: ServiceUnderTest;
let catalog: CatalogClient;
let booking: BookingStandIn;
let bayIdsToSlugs: Map<string, string>;
let signedIn: Awaited<ReturnType<typeof signedInCall>>;
// The traffic's clock; the test moves it past a hold's end instead of waiting three minutes.
let clockOffsetMs = 0;

beforeAll(async () => {
  catalogService = await startServiceUnderTest((config: CatalogConfig) => createCatalogService(config), {
    ...tokens.verifierEnv,
    SEED_DEMO_DATA: true,
    WEATHER_BASE_URL: 'http://127.0.0.1:9/v1',
    WEATHER_TIMEOUT_MS: 500,
    STATUS_CLOCK_INTERVAL_MS: 3_600_000,
  });
  catalog = createGrpcClient(catalogV1.CatalogServiceDefinition, createChannel(catalogService.grpcAddress));
  signedIn = await signedInCall();
  booking = await startBookingStandIn({
    brokers: testKafkaBrokers(),
    kafkaNamespace: catalogService.kafkaNamespace,
    clientId: uniqueName('demo-traffic'),
    logger,
  });
  const { bays } = await catalog.listBays({
    bbox: { minLon: 12, minLat: 40, maxLon: 20, maxLat: 46 },
  });
  bayIdsToSlugs = new Map(bays.map((bay) => [bay.bayId, bay.slug]));
});

afterAll(async () => {
  await booking.close();
  await catalogService.stop();
});

function startTraffic(): DemoTraffic {
  return startDemoTraffic({
    catalog,
    signedIn: signedInCall,
    booking,
    // The test takes the steps itself.
    stepMs: 3_600_000,
    maxHolds: 2,
    holdMs: HOLD_MS,
    now: () => new Date(Date.now() + clockOffsetMs),
    logger,
  });
}

/** Tonight's status of a buoy as a signed-in map sees it, and until when it is booked. */
async function tonightStatus(hold: { bayId: string; buoyId: string }) {
  const { buoys } = await catalog.listBuoys({ baySlug: bayIdsToSlugs.get(hold.bayId) }, signedIn);
  const buoy = buoys.find((candidate) => candidate.buoyId === hold.buoyId);
  return { status: buoy?.status, bookedUntil: buoy?.bookedUntil };
}

async function waitForStatus(hold: { bayId: string; buoyId: string }, status: catalogV1.BuoyStatus) {
  await waitFor(async () => (await tonightStatus(hold)).status === status);
}

describe('demo traffic', () => {
  it('when boaters come along, then each holds a different free buoy for tonight, no more than allowed at once', async () => {
    const traffic = startTraffic();
    try {
      await traffic.step();
      await traffic.step();
      await traffic.step();
      const held = traffic.held();
      expect(held).toHaveLength(2);
      expect(new Set(held.map((hold) => hold.buoyId)).size).toBe(2);
      for (const hold of held) {
        await waitForStatus(hold, BUOY_STATUS_BOOKED);
        // Booked until tonight's check-out, which is tomorrow morning at the bay.
        const { bookedUntil } = await tonightStatus(hold);
        expect(bookedUntil).toEqual(hold.periodEnd);
        expect(hold.periodEnd.getTime() - Date.now()).toBeGreaterThan(0);
        expect(hold.periodEnd.getTime() - Date.now()).toBeLessThan(48 * 3_600_000);
      }
    } finally {
      await traffic.stop();
    }
  });

  it('when a hold has lasted its time, then the buoy is free again and another boater may come', async () => {
    const traffic = startTraffic();
    try {
      await traffic.step();
      const [first] = traffic.held();
      if (!first) throw new Error('no buoy was held');
      await waitForStatus(first, BUOY_STATUS_BOOKED);

      clockOffsetMs += HOLD_MS;
      await traffic.step();
      expect(traffic.held()).toEqual([]);
      await waitForStatus(first, BUOY_STATUS_AVAILABLE);

      await traffic.step();
      expect(traffic.held()).toHaveLength(1);
    } finally {
      await traffic.stop();
    }
  });

  it('when the traffic stops, then every buoy it still held is free again', async () => {
    const traffic = startTraffic();
    await traffic.step();
    await traffic.step();
    const held = traffic.held();
    for (const hold of held) await waitForStatus(hold, BUOY_STATUS_BOOKED);

    await traffic.stop();
    for (const hold of held) await waitForStatus(hold, BUOY_STATUS_AVAILABLE);
    expect(traffic.held()).toEqual([]);
  });
});
