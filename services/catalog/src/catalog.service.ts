import { adminBaysGrpc } from './grpc/admin-bays.grpc';
import { catalogV1, topics } from '@moorline/contracts';
import { createAccessTokenVerifier, createCallerResolver, type ServiceDefinition } from '@moorline/kit';
import type { CatalogTables } from './catalog.tables';
import { defaultWebBaseUrl, type CatalogConfig } from './config';
import { catalogMigrations } from './db/migrations';
import { sweepStatusClock } from './occupancy/status-clock';
import { buoyStatusProjection } from './events/booking-events.consumer';
import { bookingBoatsProjection } from './events/booking-boats.consumer';
import { accountLockAudit } from './events/account-lock-audit.consumer';
import { paymentAccountsProjection } from './events/payment-accounts.consumer';
import { returnBuoysToService } from './buoy-control/return-buoys-to-service';
import { applicationsGrpc } from './grpc/applications.grpc';
import { operationsGrpc } from './grpc/operations.grpc';
import { catalogGrpc } from './grpc/catalog.grpc';
import { layoutGrpc } from './grpc/layout.grpc';
import { embedsGrpc } from './grpc/embeds.grpc';
import { publishingGrpc } from './grpc/publishing.grpc';
import { baySetupGrpc } from './grpc/bay-setup.grpc';
import { shopWindowGrpc } from './grpc/shop-window.grpc';
import { seedDemoDataIfEnabled } from './seed/seed-on-start';
import { cachedWeather } from './weather/cached-weather';
import { openMeteoProvider } from './weather/open-meteo.adapter';
import type { WeatherProvider } from './weather/weather';

/** What tests may replace: the clock of the weather cache, and the weather provider itself. */
export interface CatalogOverrides {
  now?: () => Date;
  weatherProvider?: WeatherProvider;
}

export function createCatalogService(
  config: CatalogConfig,
  overrides: CatalogOverrides = {},
): ServiceDefinition<CatalogTables> {
  const now = overrides.now ?? (() => new Date());
  // Built here so a malformed key stops the process at boot.
  const callers = createCallerResolver(createAccessTokenVerifier(config));
  const weatherProvider =
    overrides.weatherProvider ??
    openMeteoProvider({ baseUrl: config.WEATHER_BASE_URL, timeoutMs: config.WEATHER_TIMEOUT_MS, now });
  return {
    name: 'catalog',
    migrations: catalogMigrations,
    ownedTopics: [topics.catalog],
    afterMigrate: ({ db, logger }) => seedDemoDataIfEnabled(config, db, logger),
    registerGrpc(server, { db, logger }) {
      const weather = cachedWeather(weatherProvider, {
        now,
        onFailure: (error) => logger.warn({ err: error }, 'weather provider unavailable'),
      });
      server.add(catalogV1.CatalogServiceDefinition, {
        ...catalogGrpc(db, weather, callers, now),
        ...operationsGrpc(db, callers, { now, webBaseUrl: config.WEB_BASE_URL ?? defaultWebBaseUrl }),
        ...shopWindowGrpc(db, callers, now),
      });
      server.add(catalogV1.BayLayoutServiceDefinition, layoutGrpc(db, callers, now));
      server.add(catalogV1.ConcessionApplicationsServiceDefinition, applicationsGrpc(db, callers, now));
      server.add(catalogV1.BayPublishingServiceDefinition, publishingGrpc(db, callers, now));
      server.add(catalogV1.BaySetupServiceDefinition, baySetupGrpc(db, callers, now));
      server.add(catalogV1.MapEmbedsServiceDefinition, embedsGrpc(db, callers, now));
      server.add(catalogV1.AdminBaysServiceDefinition, adminBaysGrpc(db, callers));
    },
    consumers: () => [
      buoyStatusProjection(),
      paymentAccountsProjection(),
      bookingBoatsProjection(),
      accountLockAudit(),
    ],
    jobs: ({ db }) => [
      {
        name: 'status-clock',
        intervalMs: config.STATUS_CLOCK_INTERVAL_MS,
        run: () => db.transaction().execute((trx) => sweepStatusClock(trx)),
      },
      {
        // Buoys out of service until a moment now past go back in service (issue 15 item 7).
        name: 'buoy-return',
        intervalMs: config.STATUS_CLOCK_INTERVAL_MS,
        run: () => db.transaction().execute((trx) => returnBuoysToService(trx, now())),
      },
    ],
  };
}
