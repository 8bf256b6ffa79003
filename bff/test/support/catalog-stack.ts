import {
  startBookingStandIn,
  type BookingStandIn,
} from '@moorline/deploy/src/booking-stand-in/booking-stand-in';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { testKafkaBrokers, uniqueName } from '@moorline/deploy/src/testing/test-infra';
import {
  createAccessTokenVerifier,
  createChannel,
  createDatabase,
  createKafka,
  createLogger,
} from '@moorline/kit';
import type { Kysely } from 'kysely';
import { createCatalogService } from '../../../services/catalog/src/catalog.service';
import type { CatalogTables } from '../../../services/catalog/src/catalog.tables';
import type { CatalogConfig } from '../../../services/catalog/src/config';
import { buildBffApp } from '../../src/app';
import { startBuoyStatusFeed, type BuoyStatusFeed } from '../../src/live/buoy-status-feed';
import { closeServiceChannels, type ServiceChannels } from '../../src/service-channels';

/**
 * The real catalog service (with the demo data unless told otherwise) behind a real BFF app
 * that listens on a port (the map stream needs one), sharing one Kafka namespace with it.
 * Weather points at a closed port, so the provider is down. The bench uses it too.
 */
export async function startCatalogStack({ seedDemoData = true }: { seedDemoData?: boolean } = {}) {
  const logger = createLogger({ service: 'bff', level: 'silent' });
  // One key pair: the BFF and catalog both verify the tokens the test signs.
  const tokens = testAccessTokens();
  const settings = {
    ...tokens.verifierEnv,
    SEED_DEMO_DATA: seedDemoData,
    WEATHER_BASE_URL: 'http://127.0.0.1:9/v1',
    WEATHER_TIMEOUT_MS: 500,
    STATUS_CLOCK_INTERVAL_MS: 3_600_000,
  };
  const catalog: ServiceUnderTest = await startServiceUnderTest(
    (config: CatalogConfig) => createCatalogService(config),
    settings,
  );
  // The BFF reads catalog's events where catalog writes them.
  const namespace = catalog.kafkaNamespace;
  const kafka = createKafka({ clientId: uniqueName('bff-test'), brokers: testKafkaBrokers(), logger });
  const feed: BuoyStatusFeed = await startBuoyStatusFeed(kafka, namespace, logger);
  const booking: BookingStandIn = await startBookingStandIn({
    brokers: testKafkaBrokers(),
    kafkaNamespace: namespace,
    clientId: uniqueName('bff-test-booking'),
    logger,
  });
  const unused = createChannel('127.0.0.1:1');
  const channels: ServiceChannels = {
    auth: unused,
    catalog: createChannel(catalog.grpcAddress),
    booking: unused,
    payment: unused,
    notification: unused,
  };
  const app = await buildBffApp({
    logger,
    channels,
    webOrigins: ['http://localhost:3000'],
    verifyAccessToken: createAccessTokenVerifier(tokens.verifierEnv),
    secureCookies: true,
    buoyStatusFeed: feed,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const catalogDb: Kysely<CatalogTables> = createDatabase<CatalogTables>({
    url: catalog.databaseUrl,
    maxConnections: 2,
  });

  /** Holds the buoy the way booking's relay will publish it, onto the shared namespace. */
  async function holdBuoy(buoy: { id: string; bay_id: string }, periodStart: Date, periodEnd: Date) {
    await booking.hold({ bayId: buoy.bay_id, buoyId: buoy.id, periodStart, periodEnd });
  }

  return {
    app,
    baseUrl,
    catalogDb,
    holdBuoy,
    /** A bearer header of a signed-in user. */
    async signedIn() {
      return { authorization: await tokens.bearer({ email: 'tomaz@example.com' }) };
    },
    tokens,
    async stop() {
      await app.close();
      await feed.stop();
      await booking.close();
      closeServiceChannels(channels);
      await catalogDb.destroy();
      await catalog.stop();
    },
  };
}

export type CatalogStack = Awaited<ReturnType<typeof startCatalogStack>>;
