import {
  boaterBoat,
  holdNight,
  oneNight,
  smallMonohull,
} from '@moorline/deploy/src/demo-traffic/boater-calls';
import { markEveryOperatorReady } from '../../../services/catalog/test/support';
import { startBookingWithCatalog } from '@moorline/deploy/src/testing/booking-with-catalog';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { testKafkaBrokers, uniqueName } from '@moorline/deploy/src/testing/test-infra';
import type { bookingV1 } from '@moorline/contracts';
import {
  createAccessTokenVerifier,
  createChannel,
  createDatabase,
  createKafka,
  createLogger,
  forwardAccessToken,
} from '@moorline/kit';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { CatalogTables } from '../../../services/catalog/src/catalog.tables';
import { buildBffApp } from '../../src/app';
import { startBuoyStatusFeed, type BuoyStatusFeed } from '../../src/live/buoy-status-feed';
import { closeServiceChannels, type ServiceChannels } from '../../src/service-channels';

/**
 * The real catalog service (with the demo data unless told otherwise) and the real booking
 * service behind a real BFF app that listens on a port (the map stream needs one), all on one
 * Kafka namespace: a hold made through booking reaches catalog's projection and the map stream.
 * Weather points at a closed port, so the provider is down. The bench uses it too.
 */
export async function startCatalogStack({ seedDemoData = true }: { seedDemoData?: boolean } = {}) {
  const logger = createLogger({ service: 'bff', level: 'silent' });
  // One key pair: the BFF, catalog and booking all verify the tokens the test signs.
  const tokens = testAccessTokens();
  const services = await startBookingWithCatalog({ tokens, seedDemoData });
  const { catalog, booking } = services;
  // The BFF reads catalog's events where catalog writes them.
  const kafka = createKafka({ clientId: uniqueName('bff-test'), brokers: testKafkaBrokers(), logger });
  const feed: BuoyStatusFeed = await startBuoyStatusFeed(kafka, services.kafkaNamespace, logger);
  const unused = createChannel('127.0.0.1:1');
  const channels: ServiceChannels = {
    auth: unused,
    catalog: createChannel(catalog.grpcAddress),
    booking: createChannel(booking.grpcAddress),
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
  // As payment's seed does under `make start`: the demo bays' operators take payments, so their
  // pins are blue where buoys are free and their buoys take holds (issue 26 item 3).
  await markEveryOperatorReady(catalogDb);

  /**
   * A new boater with a boat of their own holds the buoy for the night from `fromDate` (the
   * bay's calendar date) through the real booking service, as the web app would.
   */
  async function holdBuoy(buoyId: string, fromDate: string): Promise<bookingV1.Booking> {
    // Holds need a bay that takes payments (issue 26 item 3); no payment service runs here.
    await markEveryOperatorReady(catalogDb);
    const call = forwardAccessToken(await tokens.bearer({ userId: randomUUID() }));
    const boat = await boaterBoat(services.bookingClient, call, smallMonohull('Vila', 'ZD 1234'));
    return holdNight(services.bookingClient, call, { buoyId, boatId: boat.boatId, ...oneNight(fromDate) });
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
      closeServiceChannels(channels);
      await catalogDb.destroy();
      await services.stop();
    },
  };
}

export type CatalogStack = Awaited<ReturnType<typeof startCatalogStack>>;
