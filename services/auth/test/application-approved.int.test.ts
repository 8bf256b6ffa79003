import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authTestSettings } from '@moorline/deploy/src/testing/auth-test-settings';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { testKafkaBrokers, uniqueName, waitFor } from '@moorline/deploy/src/testing/test-infra';
import { authV1, eventHeaders, eventsV1, topics } from '@moorline/contracts';
import {
  createAccessTokenVerifier,
  createChannel,
  createDatabase,
  createGrpcClient,
  createKafka,
  createKafkaPublisher,
  createLogger,
  type EventPublisher,
} from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { Channel } from 'nice-grpc';
import { randomUUID } from 'node:crypto';
import type { AuthTables } from '../src/auth.tables';
import { createAuthService } from '../src/auth.service';
import { DEMO_PASSWORD } from '../src/seed/demo-account-list';

// Issue 27 item 1: catalog's ApplicationApproved makes the applicant the concessionaire of the
// new bay's operator; their next sign-in or refresh carries it.

const client = { ip: '203.0.113.9', userAgent: 'jest' };

describe('auth service: approved concession applications', () => {
  const tokens = testAccessTokens();
  const verify = createAccessTokenVerifier(tokens.verifierEnv);
  let auth: ServiceUnderTest;
  let channel: Channel;
  let grpc: ReturnType<typeof createGrpcClient<typeof authV1.AuthServiceDefinition>>;
  let db: Kysely<AuthTables>;
  let publisher: EventPublisher;

  beforeAll(async () => {
    auth = await startServiceUnderTest(createAuthService, {
      ...authTestSettings(tokens),
      SEED_DEMO_DATA: true,
    });
    channel = createChannel(auth.grpcAddress);
    grpc = createGrpcClient(authV1.AuthServiceDefinition, channel);
    db = createDatabase<AuthTables>({ url: auth.databaseUrl, maxConnections: 2 });
    const logger = createLogger({ service: 'catalog-stand-in', level: 'silent', pretty: false });
    publisher = await createKafkaPublisher(
      createKafka({ clientId: uniqueName('catalog'), brokers: testKafkaBrokers(), logger }),
    );
  });

  afterAll(async () => {
    await publisher.close();
    channel.close();
    await db.destroy();
    await auth.stop();
  });

  /** ApplicationApproved as catalog's relay publishes it: keyed by application, with the envelope. */
  async function publishApproval(payload: eventsV1.ApplicationApproved, eventId = randomUUID()) {
    await publisher.publish([
      {
        topic: `${auth.kafkaNamespace}${topics.catalog}`,
        key: payload.applicationId,
        value: Buffer.from(eventsV1.ApplicationApproved.encode(payload).finish()),
        headers: {
          [eventHeaders.eventId]: eventId,
          [eventHeaders.eventType]: eventsV1.ApplicationApproved.$type,
          [eventHeaders.occurredAt]: new Date().toISOString(),
        },
      },
    ]);
    return eventId;
  }

  const processed = (eventId: string) =>
    waitFor(async () => {
      const row = await db
        .selectFrom('processed_events')
        .select('event_id')
        .where('consumer', '=', 'auth.application-approved')
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      return row !== undefined;
    }, 30_000);

  async function claimsOf(email: string) {
    const { session } = await grpc.signIn({ email, password: DEMO_PASSWORD, client });
    return verify(session?.accessToken ?? '');
  }

  async function userOf(email: string) {
    return db
      .selectFrom('users')
      .select(['id', 'roles', 'operator_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
  }

  function approval(userId: string, email: string) {
    return eventsV1.ApplicationApproved.fromPartial({
      applicationId: randomUUID(),
      applicant: { userId, email, language: 'sl' },
      bayName: 'Strunjan',
      companyName: 'Boje d.o.o.',
      bayId: randomUUID(),
      operatorId: randomUUID(),
    });
  }

  it('when an application of a boater is approved, then their next token names them concessionaire and manager of the bay’s operator', async () => {
    const sailor = await userOf('sailor@moorline.local');
    expect((await claimsOf('sailor@moorline.local')).roles).toEqual([]);
    const event = approval(sailor.id, 'sailor@moorline.local');
    await processed(await publishApproval(event));
    const claims = await claimsOf('sailor@moorline.local');
    expect(claims.roles).toEqual(['concessionaire', 'manager']);
    expect(claims.operatorId).toBe(event.operatorId);
    expect(claims.bayIds).toEqual([event.bayId]);
  });

  it('when the same approval arrives again, under the same or a new event id, then nothing more changes', async () => {
    const admin = await userOf('admin@moorline.local');
    const event = approval(admin.id, 'admin@moorline.local');
    await processed(await publishApproval(event));
    const once = await userOf('admin@moorline.local');
    const eventId = randomUUID();
    await processed(await publishApproval(event, eventId));
    await processed(await publishApproval(event, eventId));
    const again = await userOf('admin@moorline.local');
    expect(once).toEqual({
      id: admin.id,
      roles: ['superuser', 'concessionaire', 'manager'],
      operator_id: event.operatorId,
    });
    expect(again).toEqual(once);
  });

  it('when the demo superuser signs in, then the token says superuser', async () => {
    expect((await claimsOf('admin@moorline.local')).roles).toContain('superuser');
  });
});
