import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authV1, demoHarbourCompany, demoNotOnboardedCompany } from '@moorline/contracts';
import { authTestSettings } from '@moorline/deploy/src/testing/auth-test-settings';
import {
  startBookingWithCatalog,
  type BookingWithCatalog,
} from '@moorline/deploy/src/testing/booking-with-catalog';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { createAccessTokenVerifier, createChannel, createDatabase, createGrpcClient } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { Channel } from 'nice-grpc';
import type { CatalogTables } from '../../catalog/src/catalog.tables';
import { createAuthService } from '../src/auth.service';
import { DEMO_PASSWORD } from '../src/seed/demo-account-list';

// Issue 15: a bay operator's staff carry the operator and its bays in their access token. Auth
// learns the bays from catalog's BayUpdated events; catalog's demo seed emits one per bay.

const client = { ip: '203.0.113.7', userAgent: 'jest' };

describe('auth service: operator staff tokens', () => {
  const tokens = testAccessTokens();
  const verify = createAccessTokenVerifier(tokens.verifierEnv);
  let services: BookingWithCatalog;
  let auth: ServiceUnderTest;
  let channel: Channel;
  let grpc: ReturnType<typeof createGrpcClient<typeof authV1.AuthServiceDefinition>>;
  let catalogDb: Kysely<CatalogTables>;

  beforeAll(async () => {
    services = await startBookingWithCatalog({ tokens, seedDemoData: true });
    auth = await startServiceUnderTest(createAuthService, {
      ...authTestSettings(tokens),
      SEED_DEMO_DATA: true,
      KAFKA_NAMESPACE: services.kafkaNamespace,
    });
    channel = createChannel(auth.grpcAddress);
    grpc = createGrpcClient(authV1.AuthServiceDefinition, channel);
    catalogDb = createDatabase<CatalogTables>({ url: services.catalog.databaseUrl, maxConnections: 2 });
  });

  afterAll(async () => {
    channel.close();
    await catalogDb.destroy();
    await auth.stop();
    await services.stop();
  });

  async function claimsOf(email: string) {
    const { session } = await grpc.signIn({ email, password: DEMO_PASSWORD, client });
    return verify(session?.accessToken ?? '');
  }

  async function baysOfCompany(company: string) {
    const rows = await catalogDb
      .selectFrom('bays')
      .select(['id', 'operator_id'])
      .where('company_name', '=', company)
      .orderBy('id')
      .execute();
    return rows;
  }

  /** Catalog's events reach auth within a few seconds; sign in again until they have. */
  async function claimsOnceBaysArrive(email: string, expected: number) {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const claims = await claimsOf(email);
      if (claims.bayIds.length >= expected) return claims;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return claimsOf(email);
  }

  it('when the demo manager signs in, then the token names their operator and exactly its bays', async () => {
    const harbourBays = await baysOfCompany(demoHarbourCompany);
    expect(harbourBays.length).toBeGreaterThan(1);
    const claims = await claimsOnceBaysArrive('concessionaire@moorline.local', harbourBays.length);
    expect(claims.operatorId).toBe(harbourBays[0]?.operator_id);
    expect([...claims.bayIds].sort()).toEqual(harbourBays.map((bay) => bay.id).sort());
    expect(claims.roles).toEqual(expect.arrayContaining(['concessionaire', 'manager']));
    expect(claims.name).toBe('Marko Babić');
  });

  it("when staff of another operator sign in, then their token names only that operator's bay", async () => {
    const [ownBay] = await baysOfCompany(demoNotOnboardedCompany);
    const claims = await claimsOnceBaysArrive('new.operator@moorline.local', 1);
    expect(claims.bayIds).toEqual([ownBay?.id]);
    expect(claims.operatorId).toBe(ownBay?.operator_id);
  });

  it('when a boater signs in, then the token names no operator and no bays', async () => {
    const claims = await claimsOf('sailor@moorline.local');
    expect(claims.operatorId).toBeUndefined();
    expect(claims.bayIds).toEqual([]);
  });

  it('when a session is refreshed, then the new token still names the bays', async () => {
    const { session } = await grpc.signIn({
      email: 'concessionaire@moorline.local',
      password: DEMO_PASSWORD,
      client,
    });
    const refreshed = await grpc.refresh({ refreshToken: session?.refreshToken ?? '', client });
    const claims = await verify(refreshed.session?.accessToken ?? '');
    expect(claims.bayIds.length).toBe((await baysOfCompany(demoHarbourCompany)).length);
  });
});
