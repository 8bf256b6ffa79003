import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsV1 } from '@moorline/contracts';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { createDatabase } from '@moorline/kit';
import { createCatalogService } from '../../services/catalog/src/catalog.service';
import type { CatalogTables } from '../../services/catalog/src/catalog.tables';
import { uniqueEmail } from './support/auth-client';
import { latestAuthEvent, startAuthStack, WEB_ORIGIN, type AuthStack } from './support/auth-stack';

// spec §7 signup-qr: the key is the slug of a QR code at a buoy, which catalog knows.
describe('POST /api/v1/auth/signup-qr against the real catalog', () => {
  let catalog: ServiceUnderTest;
  let stack: AuthStack;
  let qrSlug: string;

  beforeAll(async () => {
    catalog = await startServiceUnderTest(createCatalogService, {
      // QR codes are open to visitors; catalog still needs a key to verify tokens with.
      ...testAccessTokens().verifierEnv,
      SEED_DEMO_DATA: true,
      WEATHER_BASE_URL: 'http://127.0.0.1:9/v1',
      WEATHER_TIMEOUT_MS: 500,
      STATUS_CLOCK_INTERVAL_MS: 3_600_000,
    });
    const catalogDb = createDatabase<CatalogTables>({ url: catalog.databaseUrl, maxConnections: 1 });
    ({ qr_slug: qrSlug } = await catalogDb.selectFrom('buoys').select('qr_slug').executeTakeFirstOrThrow());
    await catalogDb.destroy();
    stack = await startAuthStack({}, catalog.grpcAddress);
  });
  afterAll(async () => {
    await stack.stop();
    await catalog.stop();
  });

  const signUpQr = (key: string, email: string) =>
    stack.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup-qr',
      headers: { origin: WEB_ORIGIN },
      payload: {
        key,
        email,
        password1: 'buoy-side-77',
        password2: 'buoy-side-77',
        terms: true,
        language: 'it',
      },
    });

  it('when the key is a real QR code, then the account is created and remembers the code', async () => {
    const email = uniqueEmail();
    const answer = await signUpQr(qrSlug, email);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ email });
    const registered = await latestAuthEvent(stack.authDb, eventsV1.UserRegistered, email);
    expect(registered).toMatchObject({ qrKey: qrSlug, language: 'it', lastName: '' });
  });

  it('when the key is unknown, then invalid_key and no account', async () => {
    const email = uniqueEmail();
    const answer = await signUpQr(`${qrSlug}-nope`, email);
    expect(answer.json()).toEqual({ code: 'invalid_key', message: 'Key is invalid' });
    const users = await stack.authDb.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toEqual([]);
  });
});
