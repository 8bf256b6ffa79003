import { startServiceUnderTest } from '@moorline/deploy/src/testing/service-under-test';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { createAccessTokenVerifier, createChannel, createDatabase, createLogger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { createCatalogService } from '../../../services/catalog/src/catalog.service';
import type { CatalogTables } from '../../../services/catalog/src/catalog.tables';
import { buildBffApp } from '../../src/app';
import { idleBuoyStatusFeed } from '../../src/live/buoy-status-feed';
import { closeServiceChannels, type ServiceChannels } from '../../src/service-channels';

/** The real catalog (no demo data) behind a BFF app driven with inject(), one key pair for both. */
export async function startShopWindowStack() {
  const tokens = testAccessTokens();
  const catalog = await startServiceUnderTest(createCatalogService, {
    ...tokens.verifierEnv,
    SEED_DEMO_DATA: false,
    WEATHER_BASE_URL: 'http://127.0.0.1:9/v1',
    WEATHER_TIMEOUT_MS: 1_000,
    STATUS_CLOCK_INTERVAL_MS: 3_600_000,
  });
  const catalogDb: Kysely<CatalogTables> = createDatabase<CatalogTables>({
    url: catalog.databaseUrl,
    maxConnections: 2,
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
    logger: createLogger({ service: 'bff', level: 'silent' }),
    channels,
    webOrigins: ['http://localhost:3000'],
    verifyAccessToken: createAccessTokenVerifier(tokens.verifierEnv),
    secureCookies: true,
    buoyStatusFeed: idleBuoyStatusFeed(),
  });
  return {
    app,
    catalogDb,
    tokens,
    async stop() {
      await app.close();
      closeServiceChannels(channels);
      await catalogDb.destroy();
      await catalog.stop();
    },
  };
}

export type ShopWindowStack = Awaited<ReturnType<typeof startShopWindowStack>>;

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(file: Buffer, fileName: string, contentType: string) {
  const boundary = `----moorline${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
