import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { testAccessTokens, type TestAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { bookingV1 } from '@moorline/contracts';
import { createChannel, createDatabase, createGrpcClient, type GrpcClient } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { createCatalogService } from '../../catalog/src/catalog.service';
import type { CatalogTables } from '../../catalog/src/catalog.tables';
import type { CatalogConfig } from '../../catalog/src/config';
import { createBookingService } from '../src/booking.service';
import type { BookingTables } from '../src/booking.tables';
import type { BookingConfig } from '../src/config';

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
  /** The key pair booking verifies with: sign tokens for any user. */
  tokens: TestAccessTokens;
  lists: BoatListFixture;
  stop(): Promise<void>;
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
export async function startBookingServices(): Promise<BookingServices> {
  const tokens = testAccessTokens();
  const catalog: ServiceUnderTest = await startServiceUnderTest(
    (config: CatalogConfig) => createCatalogService(config),
    {
      ...tokens.verifierEnv,
      SEED_DEMO_DATA: false,
      WEATHER_BASE_URL: 'http://127.0.0.1:9/v1',
      WEATHER_TIMEOUT_MS: 500,
      STATUS_CLOCK_INTERVAL_MS: 3_600_000,
    },
  );
  const catalogDb = createDatabase<CatalogTables>({ url: catalog.databaseUrl, maxConnections: 2 });
  const lists = await seedBoatLists(catalogDb);
  const booking: ServiceUnderTest = await startServiceUnderTest(
    (config: BookingConfig) => createBookingService(config),
    { ...tokens.verifierEnv, CATALOG_GRPC_ADDRESS: catalog.grpcAddress },
  );
  const bookingDb = createDatabase<BookingTables>({ url: booking.databaseUrl, maxConnections: 2 });
  const client = createGrpcClient(bookingV1.BookingServiceDefinition, createChannel(booking.grpcAddress));
  return {
    bookingAddress: booking.grpcAddress,
    catalogAddress: catalog.grpcAddress,
    client,
    bookingDb,
    tokens,
    lists,
    async stop() {
      await bookingDb.destroy();
      await catalogDb.destroy();
      await booking.stop();
      await catalog.stop();
    },
  };
}
