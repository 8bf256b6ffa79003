import { startServiceUnderTest } from '@moorline/deploy/src/testing/service-under-test';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { createDatabase } from '@moorline/kit';
import { createCatalogService } from '../../../services/catalog/src/catalog.service';
import type { CatalogTables } from '../../../services/catalog/src/catalog.tables';
import { startAuthStack } from './auth-stack';

/**
 * The auth stack with the real catalog behind the BFF (its demo buoys and their QR codes), and
 * the slug of one buoy's QR code: what the QR routes check their key against.
 */
export async function startAuthStackWithQrCode() {
  const catalog = await startServiceUnderTest(createCatalogService, {
    // QR codes are open to visitors; catalog still needs a key to verify tokens with.
    ...testAccessTokens().verifierEnv,
    SEED_DEMO_DATA: true,
    WEATHER_BASE_URL: 'http://127.0.0.1:9/v1',
    WEATHER_TIMEOUT_MS: 500,
    STATUS_CLOCK_INTERVAL_MS: 3_600_000,
  });
  const catalogDb = createDatabase<CatalogTables>({ url: catalog.databaseUrl, maxConnections: 1 });
  const { qr_slug: qrSlug } = await catalogDb.selectFrom('buoys').select('qr_slug').executeTakeFirstOrThrow();
  await catalogDb.destroy();
  const stack = await startAuthStack({}, catalog.grpcAddress);
  return {
    stack,
    qrSlug,
    async stop() {
      await stack.stop();
      await catalog.stop();
    },
  };
}
