import { startBookingWithCatalog } from '@moorline/deploy/src/testing/booking-with-catalog';
import { relayedEvent } from '@moorline/deploy/src/testing/relayed-event';
import { testAccessTokens, type TestAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { testKafkaBrokers } from '@moorline/deploy/src/testing/test-infra';
import { bookingV1, catalogV1, type DomainEvent } from '@moorline/contracts';
import {
  createChannel,
  createDatabase,
  createGrpcClient,
  createKafka,
  createKafkaPublisher,
  createLogger,
  type GrpcClient,
} from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../../catalog/src/catalog.tables';
import type { BookingTables } from '../src/booking.tables';
import type { holdLimitDefaults } from '../src/config';

/** One brand with one model in catalog's lists, and a model of another brand. */
export interface BoatListFixture {
  brandId: string;
  modelId: string;
  otherBrandsModelId: string;
}

export interface BookingServices {
  /** Booking's gRPC target, for a BFF in front of it. */
  bookingAddress: string;
  catalogAddress: string;
  client: GrpcClient<typeof bookingV1.BookingServiceDefinition>;
  bookingDb: Kysely<BookingTables>;
  /** Booking's database address, for a test's own pool (a race needs its own connections). */
  bookingDatabaseUrl: string;
  /** The key pair booking verifies with: sign tokens for any user. */
  tokens: TestAccessTokens;
  lists: BoatListFixture;
  /** Catalog's database, for bays and buoys of the test's own. */
  catalogDb: Kysely<CatalogTables>;
  /** Catalog's API, to see the live map as a boater does. */
  catalogClient: GrpcClient<typeof catalogV1.CatalogServiceDefinition>;
  kafkaNamespace: string;
  /** The public half of the key booking signs passes with (issue 29 item 3). */
  passPublicKey: string;
  /** Puts an event on the broker as its producer's outbox relay would (e.g. payment's); the same id twice is a redelivery. */
  publish(event: DomainEvent, eventId?: string): Promise<void>;
  stop(): Promise<void>;
}

/** What a test may change about the booking service. */
export interface BookingServiceSettings {
  /** Seconds a hold lasts; the spec's 180 unless given. */
  holdSeconds?: number;
  /** How often the sweeper runs; rarely (an hour) unless given, so tests choose when holds lapse. */
  sweepIntervalMs?: number;
  /** A broker of the test's own; the shared test broker unless given. */
  kafkaBrokers?: string[];
  /** The hold limits (issue 26 item 3); booking's defaults unless given. */
  holdLimits?: Partial<typeof holdLimitDefaults>;
  /** Only the hold limit race's negative twin: the limit counted without the account's lock. */
  unserialisedHoldLimits?: boolean;
  /** Only the boat edit and hold race's negative twin: neither checks the other under the lock. */
  unguardedBoatChanges?: boolean;
  /** How long a waitlist offer keeps its buoy, minutes; 10 unless given. */
  offerMinutes?: number;
  /** How often the waitlist sweeper runs; rarely (an hour) unless given, so tests choose when offers lapse. */
  waitlistSweepIntervalMs?: number;
  /** Booking's clock (the rules' `now`); the real one unless given. The database keeps its own. */
  now?: () => Date;
}

async function seedBoatLists(db: Kysely<CatalogTables>): Promise<BoatListFixture> {
  const [brand, otherBrand] = await db
    .insertInto('boat_brands')
    .values([
      { name: 'Jeanneau', search_name: 'jeanneau' },
      { name: 'Bavaria', search_name: 'bavaria' },
    ])
    .returning('id')
    .execute();
  if (!brand || !otherBrand) throw new Error('brands not seeded');
  const [model, otherModel] = await db
    .insertInto('boat_models')
    .values([
      {
        brand_id: brand.id,
        name: 'Sun Odyssey 410',
        search_name: 'sun odyssey 410',
        boat_type: 'sailmonohull',
      },
      { brand_id: otherBrand.id, name: 'Cruiser 46', search_name: 'cruiser 46', boat_type: 'sailmonohull' },
    ])
    .returning('id')
    .execute();
  if (!model || !otherModel) throw new Error('models not seeded');
  return { brandId: brand.id, modelId: model.id, otherBrandsModelId: otherModel.id };
}

/**
 * The real catalog (its boat lists only) and the real booking service asking it, each on its
 * own fresh database, as their main.ts run them.
 */
export async function startBookingServices(settings: BookingServiceSettings = {}): Promise<BookingServices> {
  const tokens = testAccessTokens();
  const {
    catalog,
    booking,
    kafkaNamespace: KAFKA_NAMESPACE,
    passKeys,
    stop: stopServices,
  } = await startBookingWithCatalog({
    tokens,
    seedDemoData: false,
    kafkaBrokers: settings.kafkaBrokers,
    booking: {
      HOLD_SECONDS: settings.holdSeconds ?? 180,
      HOLD_SWEEP_INTERVAL_MS: settings.sweepIntervalMs ?? 3_600_000,
      // The races ask catalog hundreds of times at once on a busy machine.
      CATALOG_DEADLINE_MS: 30_000,
      WAITLIST_OFFER_MINUTES: settings.offerMinutes ?? 10,
      WAITLIST_SWEEP_INTERVAL_MS: settings.waitlistSweepIntervalMs ?? 3_600_000,
      ...settings.holdLimits,
    },
    bookingOverrides: {
      unserialisedHoldLimits: settings.unserialisedHoldLimits,
      unguardedBoatChanges: settings.unguardedBoatChanges,
      now: settings.now,
    },
  });
  const catalogDb = createDatabase<CatalogTables>({ url: catalog.databaseUrl, maxConnections: 2 });
  const lists = await seedBoatLists(catalogDb);
  const bookingDb = createDatabase<BookingTables>({ url: booking.databaseUrl, maxConnections: 2 });
  // A generous deadline: the races send hundreds of holds at once on a small, busy test machine.
  // It outlasts booking's own wait for catalog (above), so every hold of a race is answered before
  // the race is judged: none can land after a twin's clean-up. It stays under jest's 60 s.
  const client = createGrpcClient(
    bookingV1.BookingServiceDefinition,
    createChannel(booking.grpcAddress),
    45_000,
  );
  const catalogClient = createGrpcClient(
    catalogV1.CatalogServiceDefinition,
    createChannel(catalog.grpcAddress),
  );
  const logger = createLogger({ service: 'booking-test', level: 'silent' });
  const kafka = createKafka({
    clientId: 'booking-test',
    brokers: settings.kafkaBrokers ?? testKafkaBrokers(),
    logger,
  });
  const publisher = await createKafkaPublisher(kafka);
  return {
    bookingAddress: booking.grpcAddress,
    catalogAddress: catalog.grpcAddress,
    client,
    bookingDb,
    bookingDatabaseUrl: booking.databaseUrl,
    tokens,
    lists,
    catalogDb,
    catalogClient,
    kafkaNamespace: KAFKA_NAMESPACE,
    passPublicKey: passKeys.BOOKING_PASS_PUBLIC_KEY,
    publish: (event, eventId) => publisher.publish([relayedEvent(KAFKA_NAMESPACE, event, eventId)]),
    async stop() {
      await publisher.close();
      await bookingDb.destroy();
      await catalogDb.destroy();
      await stopServices();
    },
  };
}
