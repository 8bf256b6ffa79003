import { bookingV1, catalogV1, topics } from '@moorline/contracts';
import {
  createAccessTokenVerifier,
  createCallerResolver,
  createChannel,
  createGrpcClient,
  type ServiceDefinition,
} from '@moorline/kit';
import type { BookingTables } from './booking.tables';
import type { BookingConfig } from './config';
import { bookingMigrations } from './db/migrations';
import { bookingGrpc } from './grpc/booking.grpc';
import { catalogBoatLists } from './grpc/catalog-boat-lists';

/** What tests may replace: the clock. */
export interface BookingOverrides {
  now?: () => Date;
}

export function createBookingService(
  config: BookingConfig,
  overrides: BookingOverrides = {},
): ServiceDefinition<BookingTables> {
  const now = overrides.now ?? (() => new Date());
  // Built here so a malformed key stops the process at boot.
  const callers = createCallerResolver(createAccessTokenVerifier(config));
  const catalogChannel = createChannel(config.CATALOG_GRPC_ADDRESS);
  const catalog = catalogBoatLists(createGrpcClient(catalogV1.CatalogServiceDefinition, catalogChannel));
  return {
    name: 'booking',
    migrations: bookingMigrations,
    ownedTopics: [topics.booking],
    registerGrpc(server, { db }) {
      server.add(bookingV1.BookingServiceDefinition, bookingGrpc(db, { now, catalog }, callers));
    },
  };
}
