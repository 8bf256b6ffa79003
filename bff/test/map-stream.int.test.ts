import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventHeaders, eventsV1, topics } from '@moorline/contracts';
import { generateAccessTokenKeys } from '@moorline/deploy/src/start/access-token-keys';
import { testKafkaBrokers, uniqueName, waitFor } from '@moorline/deploy/src/testing/test-infra';
import {
  createAccessTokenVerifier,
  createChannel,
  createKafka,
  createKafkaPublisher,
  createLogger,
  ensureTopics,
  type EventPublisher,
} from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { createAccessTokenIssuer } from '../../services/auth/src/tokens/access-token-issuer';
import { buildBffApp } from '../src/app';
import { openEventStream } from './support/event-stream';
import { startBuoyStatusFeed, type BuoyStatusFeed } from '../src/live/buoy-status-feed';
import { serviceNames, type ServiceChannels } from '../src/service-channels';

describe('GET /api/v1/map/stream', () => {
  const logger = createLogger({ service: 'bff', level: 'silent' });
  const namespace = `${uniqueName('t')}.`;
  const keys = generateAccessTokenKeys();
  const tokenSettings = { JWT_ISSUER: 'moorline-auth', JWT_AUDIENCE: 'moorline' };
  const issue = createAccessTokenIssuer({ ...keys, ...tokenSettings, ACCESS_TOKEN_TTL_SECONDS: 600 });
  const kafka = createKafka({ clientId: 'map-stream-test', brokers: testKafkaBrokers(), logger });
  let feed: BuoyStatusFeed;
  let publisher: EventPublisher;
  let app: Awaited<ReturnType<typeof buildBffApp>>;
  let baseUrl: string;

  beforeAll(async () => {
    await ensureTopics(kafka, [`${namespace}${topics.catalog}`]);
    feed = await startBuoyStatusFeed(kafka, namespace, logger);
    publisher = await createKafkaPublisher(kafka);
    const unused = createChannel('127.0.0.1:1');
    app = await buildBffApp({
      logger,
      channels: Object.fromEntries(serviceNames.map((name) => [name, unused])) as ServiceChannels,
      webOrigins: ['http://localhost:3000'],
      verifyAccessToken: createAccessTokenVerifier({ JWT_PUBLIC_KEY: keys.JWT_PUBLIC_KEY, ...tokenSettings }),
      secureCookies: true,
      buoyStatusFeed: feed,
    });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    await feed.stop();
    await publisher.close();
  });

  const publishStatus = (buoyId: string, status: eventsV1.BuoyStatus) => {
    const event = eventsV1.BuoyStatusChanged.fromPartial({
      bayId: randomUUID(),
      buoyId,
      buoyLabel: 'B7',
      status,
      bookedUntil: new Date('2026-11-22T18:00:00Z'),
      changedAt: new Date(),
    });
    return publisher.publish([
      {
        topic: `${namespace}${topics.catalog}`,
        key: buoyId,
        value: Buffer.from(eventsV1.BuoyStatusChanged.encode(event).finish()),
        headers: {
          [eventHeaders.eventId]: randomUUID(),
          [eventHeaders.eventType]: eventsV1.BuoyStatusChanged.$type,
          [eventHeaders.occurredAt]: new Date().toISOString(),
        },
      },
    ]);
  };

  it('when no token is sent, then 401 and no stream', async () => {
    const answer = await fetch(`${baseUrl}/api/v1/map/stream`);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ code: 'unauthenticated', message: 'Authentication required' });
  });

  it('when a signed-in user listens, then a buoy status change arrives as a buoy-status event', async () => {
    const { token } = await issue({ userId: randomUUID(), email: 'maja@example.com', roles: [] }, new Date());
    const stream = await openEventStream(`${baseUrl}/api/v1/map/stream`, {
      authorization: `Bearer ${token}`,
      origin: 'http://localhost:3000',
    });
    const answer = stream.response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/event-stream');
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const buoyId = randomUUID();
    // The feed joined before the app started, so one publish should do; repeating it every
    // half second only guards against a slow first fetch of the broker.
    let lastPublished = 0;
    await waitFor(async () => {
      if (stream.received().includes(buoyId)) return true;
      if (Date.now() - lastPublished > 500) {
        lastPublished = Date.now();
        await publishStatus(buoyId, eventsV1.BuoyStatus.BUOY_STATUS_BOOKED);
      }
      return false;
    }, 20_000);
    const event = stream.eventWith(buoyId);
    expect(event).toMatch(/^event: buoy-status$/m);
    const data = JSON.parse(
      event
        .split('\n')
        .find((line) => line.startsWith('data: '))
        ?.slice(6) ?? '{}',
    );
    expect(data).toMatchObject({
      buoy_id: buoyId,
      buoy_label: 'B7',
      status: 'booked',
      booked_until: '2026-11-22T18:00:00.000Z',
    });
    await stream.close();
  });
});
