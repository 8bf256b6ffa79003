import { bookingV1, catalogV1, topics } from '@moorline/contracts';
import {
  createAccessTokenVerifier,
  createCallerResolver,
  createBookingPassSigner,
  createChannel,
  createGrpcClient,
  grpcTlsOf,
  type ServiceDefinition,
} from '@moorline/kit';
import type { BookingTables } from './booking.tables';
import type { BookingConfig } from './config';
import { bookingMigrations } from './db/migrations';
import { expireOverdueHoldsNow } from './bookings/expire-holds';
import { demoHistoryJob } from './demo/demo-history.job';
import { holdExpiryGauges } from './bookings/hold-expiry-metrics';
import { accountEvents } from './events/account-events.consumer';
import { paymentOutcomes } from './events/payment-outcomes.consumer';
import { waitlistFreeings } from './events/waitlist-freeings.consumer';
import { sweepWaitlistsNow } from './waitlists/sweep-waitlists';
import { bookingGrpc } from './grpc/booking.grpc';
import { catalogBays } from './grpc/catalog-bays';
import { catalogBoatLists } from './grpc/catalog-boat-lists';
import { catalogBuoys } from './grpc/catalog-buoys';
import { catalogEmbeds } from './grpc/catalog-embeds';
import { catalogQrCodes } from './grpc/catalog-qr-codes';
import { supportBookingsGrpc } from './grpc/support-bookings.grpc';

/** What tests may replace: the clock, and the locks of two races (only their negative twins). */
export interface BookingOverrides {
  now?: () => Date;
  unserialisedHoldLimits?: boolean;
  unguardedBoatChanges?: boolean;
}

export function createBookingService(
  config: BookingConfig,
  overrides: BookingOverrides = {},
): ServiceDefinition<BookingTables> {
  const now = overrides.now ?? (() => new Date());
  // Built here so a malformed key stops the process at boot.
  const callers = createCallerResolver(createAccessTokenVerifier(config));
  const signPass = createBookingPassSigner(config.BOOKING_PASS_PRIVATE_KEY);
  const catalogChannel = createChannel(config.CATALOG_GRPC_ADDRESS, grpcTlsOf(config));
  const catalogClient = createGrpcClient(
    catalogV1.CatalogServiceDefinition,
    catalogChannel,
    config.CATALOG_DEADLINE_MS,
  );
  const catalog = catalogBoatLists(catalogClient);
  const buoys = catalogBuoys(catalogClient);
  const qrCodes = catalogQrCodes(catalogClient);
  const bays = catalogBays(catalogClient);
  const embeds = catalogEmbeds(catalogClient);
  const settings = {
    CHECK_IN_RADIUS_M: config.CHECK_IN_RADIUS_M,
    CHECK_IN_MAX_ACCURACY_M: config.CHECK_IN_MAX_ACCURACY_M,
    PRESENCE_PASS_SECONDS: config.PRESENCE_PASS_SECONDS,
    PRESENCE_CHECKS_PER_CLIENT: config.PRESENCE_CHECKS_PER_CLIENT,
    REMOTE_CHECKS_PER_BUOY: config.REMOTE_CHECKS_PER_BUOY,
  };
  const holdLimits = {
    settings: {
      HOLDS_AT_ONCE: config.HOLDS_AT_ONCE,
      NEW_HOLDS_PER_ACCOUNT_HOUR: config.NEW_HOLDS_PER_ACCOUNT_HOUR,
      NEW_HOLDS_PER_ADDRESS_HOUR: config.NEW_HOLDS_PER_ADDRESS_HOUR,
    },
    serialised: overrides.unserialisedHoldLimits !== true,
  };
  const offerSettings = { offerSeconds: Math.round(config.WAITLIST_OFFER_MINUTES * 60) };
  return {
    name: 'booking',
    migrations: bookingMigrations,
    ownedTopics: [topics.booking],
    registerGrpc(server, { db, logger }) {
      const holdSeconds = config.HOLD_SECONDS;
      const unguardedBoatChanges = overrides.unguardedBoatChanges === true;
      const deps = {
        now,
        catalog,
        buoys,
        bays,
        qrCodes,
        embeds,
        settings,
        holdSeconds,
        holdLimits,
        logger,
        unguardedBoatChanges,
        signPass,
      };
      server.add(bookingV1.BookingServiceDefinition, bookingGrpc(db, deps, callers));
      server.add(bookingV1.SupportBookingsServiceDefinition, supportBookingsGrpc(db, { now }, callers));
    },
    consumers: ({ logger }) => [
      paymentOutcomes(signPass),
      accountEvents(),
      waitlistFreeings({ ...offerSettings, buoys, now, logger }),
    ],
    gauges: ({ db }) => holdExpiryGauges(db),
    jobs: ({ db, logger }) => [
      {
        name: 'hold-sweeper',
        intervalMs: config.HOLD_SWEEP_INTERVAL_MS,
        run: () => expireOverdueHoldsNow(db),
      },
      {
        name: 'waitlist-sweeper',
        intervalMs: config.WAITLIST_SWEEP_INTERVAL_MS,
        run: () => sweepWaitlistsNow(db),
      },
      ...(config.SEED_DEMO_DATA ? [demoHistoryJob(db, { now, catalog: bays, logger })] : []),
    ],
  };
}
