import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1, eventHeaders, eventsV1, topics } from '@moorline/contracts';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
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
import { buildBffApp } from '../src/app';
import { openEventStream } from './support/event-stream';
import { startBuoyStatusFeed, type BuoyStatusFeed } from '../src/live/buoy-status-feed';
import { serviceNames, type ServiceChannels } from '../src/service-channels';

describe('GET /api/v1/map/stream', () => {
  const logger = createLogger({ service: 'bff', level: 'silent' });
  const namespace = `${uniqueName('t')}.`;
  const tokens = testAccessTokens();
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
      verifyAccessToken: createAccessTokenVerifier(tokens.verifierEnv),
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

  const publishCatalogEvent = (buoyId: string, type: string, value: Uint8Array) =>
    publisher.publish([
      {
        topic: `${namespace}${topics.catalog}`,
        key: buoyId,
        value: Buffer.from(value),
        headers: {
          [eventHeaders.eventId]: randomUUID(),
          [eventHeaders.eventType]: type,
          [eventHeaders.occurredAt]: new Date().toISOString(),
        },
      },
    ]);

  const publishStatus = (buoyId: string, status: catalogV1.BuoyStatus) => {
    const event = eventsV1.BuoyStatusChanged.fromPartial({
      bayId: randomUUID(),
      buoyId,
      buoyLabel: 'B7',
      status,
      bookedUntil: new Date('2026-11-22T18:00:00Z'),
      changedAt: new Date(),
    });
    return publishCatalogEvent(
      buoyId,
      eventsV1.BuoyStatusChanged.$type,
      eventsV1.BuoyStatusChanged.encode(event).finish(),
    );
  };

  const publishAvailability = (buoyId: string) => {
    const event = eventsV1.BuoyAvailabilityChanged.fromPartial({
      bayId: randomUUID(),
      buoyId,
      buoyLabel: 'B8',
      periodStart: new Date('2026-11-24T13:00:00Z'),
      periodEnd: new Date('2026-11-25T10:00:00Z'),
      occupied: false,
      bookingId: randomUUID(),
      changedAt: new Date(),
    });
    return publishCatalogEvent(
      buoyId,
      eventsV1.BuoyAvailabilityChanged.$type,
      eventsV1.BuoyAvailabilityChanged.encode(event).finish(),
    );
  };

  /** Publishes until the stream has it: the first fetch of a fresh group can be slow. */
  const publishUntilHeard = async (
    stream: { received(): string },
    buoyId: string,
    publish: () => Promise<void>,
  ) => {
    let lastPublished = 0;
    await waitFor(async () => {
      if (stream.received().includes(buoyId)) return true;
      if (Date.now() - lastPublished > 500) {
        lastPublished = Date.now();
        await publish();
      }
      return false;
    }, 20_000);
  };

  it('when a bay’s layout is saved, then a bay-layout event names the bay and its added, moved and removed buoys', async () => {
    const stream = await openEventStream(`${baseUrl}/api/v1/map/stream`, {
      authorization: await tokens.bearer({ email: 'maja@example.com' }),
      origin: 'http://localhost:3000',
    });
    const bayId = randomUUID();
    const [added, moved, removed] = [randomUUID(), randomUUID(), randomUUID()];
    const event = eventsV1.BayLayoutChanged.fromPartial({
      bayId,
      addedBuoyIds: [added],
      updatedBuoyIds: [moved],
      removedBuoyIds: [removed],
      changedAt: new Date('2026-11-28T02:00:00Z'),
    });
    await publishUntilHeard(stream, bayId, () =>
      publishCatalogEvent(
        bayId,
        eventsV1.BayLayoutChanged.$type,
        eventsV1.BayLayoutChanged.encode(event).finish(),
      ),
    );
    const heard = stream.eventWith(bayId);
    expect(heard).toMatch(/^event: bay-layout$/m);
    expect(heard).toMatch(new RegExp(`^id: ${bayId}:2026-11-28T02:00:00.000Z$`, 'm'));
    const data = JSON.parse(
      heard
        .split('\n')
        .find((line) => line.startsWith('data: '))
        ?.slice(6) ?? '{}',
    );
    expect(data).toEqual({
      bay_id: bayId,
      added_buoy_ids: [added],
      updated_buoy_ids: [moved],
      removed_buoy_ids: [removed],
      changed_at: '2026-11-28T02:00:00.000Z',
    });
    await stream.close();
  });

  it('when no token is sent, then 401 and no stream', async () => {
    const answer = await fetch(`${baseUrl}/api/v1/map/stream`);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ code: 'unauthenticated', message: 'Authentication required' });
  });

  it('when a signed-in user listens, then a buoy status change arrives as a buoy-status event', async () => {
    const stream = await openEventStream(`${baseUrl}/api/v1/map/stream`, {
      authorization: await tokens.bearer({ email: 'maja@example.com' }),
      origin: 'http://localhost:3000',
    });
    const answer = stream.response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/event-stream');
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const buoyId = randomUUID();
    await publishUntilHeard(stream, buoyId, () =>
      publishStatus(buoyId, catalogV1.BuoyStatus.BUOY_STATUS_BOOKED),
    );
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

  it('when a booking frees a period, then it arrives as a buoy-availability event with the period', async () => {
    const stream = await openEventStream(`${baseUrl}/api/v1/map/stream`, {
      authorization: await tokens.bearer({ email: 'ivo@example.com' }),
    });
    const buoyId = randomUUID();
    await publishUntilHeard(stream, buoyId, () => publishAvailability(buoyId));
    expect(stream.eventWith(buoyId)).toMatch(/^event: buoy-availability$/m);
    expect(stream.dataOf(buoyId, 'buoy-availability')).toMatchObject({
      buoy_id: buoyId,
      buoy_label: 'B8',
      period_start: '2026-11-24T13:00:00.000Z',
      period_end: '2026-11-25T10:00:00.000Z',
      occupied: false,
    });
    await stream.close();
  });

  it('when a feed stops, then its consumer group is deleted rather than left in Kafka', async () => {
    const prefix = `${namespace}bff.map-stream.`;
    const admin = kafka.admin();
    await admin.connect();
    const mapStreamGroups = async () =>
      (await admin.listGroups()).groups.filter((group) => group.groupId.startsWith(prefix)).length;
    try {
      const before = await mapStreamGroups();
      const second = await startBuoyStatusFeed(kafka, namespace, logger);
      expect(await mapStreamGroups()).toBe(before + 1);
      await second.stop();
      expect(await mapStreamGroups()).toBe(before);
    } finally {
      await admin.disconnect();
    }
  });
});
