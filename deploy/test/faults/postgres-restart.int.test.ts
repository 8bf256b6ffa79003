import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1 } from '@moorline/contracts';
import { createChannel, createGrpcClient } from '@moorline/kit';
import { createCatalogService } from '../../../services/catalog/src/catalog.service';
import type { CatalogConfig } from '../../../services/catalog/src/config';
import { databaseUrlFor, ensureDatabaseAt } from '../../src/postgres-admin';
import { startOwnPostgres, type OwnPostgres } from '../../src/testing/own-postgres';
import { startServiceUnderTest, type ServiceUnderTest } from '../../src/testing/service-under-test';
import { testAccessTokens } from '../../src/testing/test-access-tokens';
import { waitFor } from '../../src/testing/test-infra';

// Issue 16 item 5: PostgreSQL restarts under a running service. The service says it is not ready
// while its database is gone, and recovers by itself once it is back: no restart of its own.

describe('a PostgreSQL restart under a running service', () => {
  let postgres: OwnPostgres;
  let catalog: ServiceUnderTest;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    await ensureDatabaseAt(postgres.adminUrl, 'catalog_fault');
    const url = databaseUrlFor(postgres.adminUrl, 'catalog_fault');
    catalog = await startServiceUnderTest(
      (config: CatalogConfig) => createCatalogService(config),
      {
        ...testAccessTokens().verifierEnv,
        SEED_DEMO_DATA: false,
        WEATHER_BASE_URL: 'http://127.0.0.1:9/v1',
        WEATHER_TIMEOUT_MS: 500,
        STATUS_CLOCK_INTERVAL_MS: 3_600_000,
      },
      { database: { url, name: 'catalog_fault', drop: async () => undefined } },
    );
  }, 180_000);

  afterAll(async () => {
    await catalog?.stop({ keepDatabase: true });
    await postgres?.remove();
  }, 60_000);

  const readiness = async () => (await fetch(`http://127.0.0.1:${catalog.httpPort}/readyz`)).status;

  it('when PostgreSQL stops and starts again, then the service goes not-ready and comes back by itself, answering again', async () => {
    const client = createGrpcClient(catalogV1.CatalogServiceDefinition, createChannel(catalog.grpcAddress));
    const search = () => client.searchLocations({ query: 'kornati', limit: 5 });
    expect(await readiness()).toBe(200);
    await search();

    const stoppedAt = Date.now();
    await postgres.stop();
    await waitFor(async () => (await readiness()) === 503, 30_000);
    const notReadyMs = Date.now() - stoppedAt;
    // While the database is away a request fails cleanly rather than hanging.
    await expect(search()).rejects.toThrow();

    const startedAt = Date.now();
    await postgres.start();
    await waitFor(async () => (await readiness()) === 200, 60_000);
    const readyMs = Date.now() - startedAt;
    await waitFor(
      () =>
        search().then(
          () => true,
          () => false,
        ),
      30_000,
    );
    console.log(
      `PostgreSQL restart: not ready ${(notReadyMs / 1000).toFixed(1)} s after the stop; ready again ` +
        `${(readyMs / 1000).toFixed(1)} s after the start, with no restart of the service`,
    );
  }, 180_000);
});
