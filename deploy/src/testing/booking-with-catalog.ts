import { bookingV1, catalogV1 } from '@moorline/contracts';
import { createChannel, createGrpcClient, type GrpcClient } from '@moorline/kit';
import { createBookingService, type BookingOverrides } from '../../../services/booking/src/booking.service';
import { checkInDefaults, holdLimitDefaults, type BookingConfig } from '../../../services/booking/src/config';
import { createCatalogService } from '../../../services/catalog/src/catalog.service';
import type { CatalogConfig } from '../../../services/catalog/src/config';
import { generateBookingPassKeys, type BookingPassKeyEnv } from '../start/booking-pass-keys';
import { startServiceUnderTest, type ServiceUnderTest } from './service-under-test';
import type { TestAccessTokens } from './test-access-tokens';

type BookingSettings = Partial<
  Pick<
    BookingConfig,
    | 'HOLD_SECONDS'
    | 'HOLD_SWEEP_INTERVAL_MS'
    | 'CATALOG_DEADLINE_MS'
    | 'SEED_DEMO_DATA'
    | 'WAITLIST_OFFER_MINUTES'
    | 'WAITLIST_SWEEP_INTERVAL_MS'
    | keyof typeof checkInDefaults
    | keyof typeof holdLimitDefaults
  >
>;

export interface BookingWithCatalog {
  catalog: ServiceUnderTest;
  booking: ServiceUnderTest;
  catalogClient: GrpcClient<typeof catalogV1.CatalogServiceDefinition>;
  bookingClient: GrpcClient<typeof bookingV1.BookingServiceDefinition>;
  /** The one topic prefix both use: booking's events reach catalog's buoy-status projection. */
  kafkaNamespace: string;
  /** The pair booking signs passes with, fresh for each start: tests verify with its public half. */
  passKeys: BookingPassKeyEnv;
  stop(): Promise<void>;
}

/**
 * The real catalog and the real booking service asking it, each on its own fresh database, on
 * one Kafka namespace, as `make start` runs them: a hold made through booking turns the buoy
 * booked in catalog, and a cancelled or lapsed one frees it. Both verify `tokens`.
 */
export async function startBookingWithCatalog(options: {
  tokens: TestAccessTokens;
  seedDemoData: boolean;
  /** Booking's own settings beyond the defaults (a short hold, a quick sweeper). */
  booking?: BookingSettings;
  /** What only a race's negative twin replaces in booking (the hold limit's lock). */
  bookingOverrides?: BookingOverrides;
  /** A broker of the test's own (a fault test stops it); the shared test broker otherwise. */
  kafkaBrokers?: string[];
}): Promise<BookingWithCatalog> {
  const brokers = options.kafkaBrokers ? { KAFKA_BROKERS: options.kafkaBrokers } : {};
  const { verifierEnv } = options.tokens;
  const passKeys = generateBookingPassKeys();
  const catalog = await startServiceUnderTest((config: CatalogConfig) => createCatalogService(config), {
    ...verifierEnv,
    ...brokers,
    SEED_DEMO_DATA: options.seedDemoData,
    WEATHER_BASE_URL: 'http://127.0.0.1:9/v1',
    WEATHER_TIMEOUT_MS: 500,
    STATUS_CLOCK_INTERVAL_MS: 3_600_000,
  });
  const booking = await startServiceUnderTest(
    (config: BookingConfig) => createBookingService(config, options.bookingOverrides),
    {
      ...verifierEnv,
      ...brokers,
      BOOKING_PASS_PRIVATE_KEY: passKeys.BOOKING_PASS_PRIVATE_KEY,
      CATALOG_GRPC_ADDRESS: catalog.grpcAddress,
      KAFKA_NAMESPACE: catalog.kafkaNamespace,
      HOLD_SECONDS: options.booking?.HOLD_SECONDS ?? 180,
      HOLD_SWEEP_INTERVAL_MS: options.booking?.HOLD_SWEEP_INTERVAL_MS ?? 2_000,
      CATALOG_DEADLINE_MS: options.booking?.CATALOG_DEADLINE_MS ?? 5_000,
      WAITLIST_OFFER_MINUTES: options.booking?.WAITLIST_OFFER_MINUTES ?? 10,
      WAITLIST_SWEEP_INTERVAL_MS: options.booking?.WAITLIST_SWEEP_INTERVAL_MS ?? 2_000,
      // Catalog's demo bays are often wanted without booking's demo history on them.
      SEED_DEMO_DATA: false,
      ...checkInDefaults,
      ...holdLimitDefaults,
      ...options.booking,
    },
  ).catch(async (error: unknown) => {
    await catalog.stop();
    throw error;
  });
  const catalogChannel = createChannel(catalog.grpcAddress);
  const bookingChannel = createChannel(booking.grpcAddress);
  return {
    catalog,
    booking,
    catalogClient: createGrpcClient(catalogV1.CatalogServiceDefinition, catalogChannel),
    bookingClient: createGrpcClient(bookingV1.BookingServiceDefinition, bookingChannel),
    kafkaNamespace: catalog.kafkaNamespace,
    passKeys,
    async stop() {
      catalogChannel.close();
      bookingChannel.close();
      await booking.stop();
      await catalog.stop();
    },
  };
}
