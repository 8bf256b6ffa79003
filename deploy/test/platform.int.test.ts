import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { accessTokenAudience, accessTokenIssuer, bookingV1, catalogV1 } from '@moorline/contracts';
import { createChannel, createGrpcClient, forwardAccessToken } from '@moorline/kit';
import { Kafka, logLevel } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccessTokenIssuer } from '../../services/auth/src/tokens/access-token-issuer';
import { boaterBoat, smallMonohull } from '../src/demo-traffic/boater-calls';
import { freePort } from '../src/free-port';
import { accessTokenKeyEnv } from '../src/start/access-token-keys';
import { serviceNames, type PortPlan, type ServiceName } from '../src/start/deployables';
import { startInfrastructure, type Infrastructure } from '../src/start/infrastructure';
import { startPlatform, type Platform } from '../src/start/platform';

// The platform started the way `make start` starts it (web aside), on the test run's servers.
describe('platform start', () => {
  let infrastructure: Infrastructure;
  let platform: Platform;
  let ports: PortPlan;
  let keyDir: string;

  beforeAll(async () => {
    const portsFor = async () =>
      Object.fromEntries(
        await Promise.all(serviceNames.map(async (name) => [name, await freePort()])),
      ) as Record<ServiceName, number>;
    ports = { bff: await freePort(), web: await freePort(), grpc: await portsFor(), http: await portsFor() };
    const dataDir = mkdtempSync(join(tmpdir(), 'moorline-platform-'));
    keyDir = join(dataDir, 'keys');
    infrastructure = await startInfrastructure({
      dataDir,
      cacheDir: dataDir,
      postgresPort: 0,
      kafkaPort: 0,
      kafkaControllerPort: 0,
      env: {
        DATABASE_URL: process.env.MOORLINE_TEST_PG_ADMIN_URL,
        KAFKA_BROKERS: process.env.MOORLINE_TEST_KAFKA_BROKERS,
      },
      onProgress: () => undefined,
    });
    platform = await startPlatform({
      infrastructure,
      ports,
      logDir: join(dataDir, 'logs'),
      includeWeb: false,
      keyDir,
      env: { ...process.env, LOG_LEVEL: 'warn' },
      onProgress: () => undefined,
    });
  }, 180_000);

  afterAll(async () => {
    await platform?.stop();
    await infrastructure?.stop();
  });

  it('when every deployable has started, then the BFF reports all five services as serving over gRPC', async () => {
    const response = await fetch(`http://127.0.0.1:${ports.bff}/api/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      services: {
        auth: 'SERVING',
        catalog: 'SERVING',
        booking: 'SERVING',
        payment: 'SERVING',
        notification: 'SERVING',
      },
    });
  });

  it('when a service is up, then it has migrated its own database and answers readiness and metrics', async () => {
    for (const service of serviceNames) {
      const ready = await fetch(`http://127.0.0.1:${ports.http[service]}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', kafka: 'ok' } });
      const metrics = await (await fetch(`http://127.0.0.1:${ports.http[service]}/metrics`)).text();
      expect(metrics).toContain('nodejs_heap_size_used_bytes');
    }
  });

  it('when the services have started, then each producer has created its topic and dead-letter topic', async () => {
    const admin = new Kafka({ brokers: infrastructure.kafkaBrokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    const topics = await admin.listTopics();
    await admin.disconnect();
    for (const producer of ['auth', 'catalog', 'booking', 'payment']) {
      expect(topics).toEqual(expect.arrayContaining([`${producer}.events.v1`, `${producer}.events.v1.dlq`]));
    }
  });

  it('when booking is asked about a buoy, then it asks catalog on this run’s port, not on make start’s', async () => {
    const issue = createAccessTokenIssuer({
      JWT_PRIVATE_KEY: accessTokenKeyEnv({}, keyDir).JWT_PRIVATE_KEY,
      JWT_ISSUER: accessTokenIssuer,
      JWT_AUDIENCE: accessTokenAudience,
      ACCESS_TOKEN_TTL_SECONDS: 600,
    });
    const boater = {
      userId: randomUUID(),
      email: 'platform-test@example.com',
      name: 'Platform Test',
      phone: '',
      roles: [],
    };
    const call = forwardAccessToken(`Bearer ${(await issue(boater, new Date())).token}`);
    const channel = createChannel(`127.0.0.1:${ports.grpc.booking}`);
    const booking = createGrpcClient(bookingV1.BookingServiceDefinition, channel);
    const boat = await boaterBoat(booking, call, smallMonohull('Platform', 'PT 1'));
    // Catalog answers that no such buoy exists; a booking service that cannot reach it would
    // answer `unavailable`.
    const stay = {
      buoyId: randomUUID(),
      boatId: boat.boatId,
      stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
      fromDate: '2026-11-23',
      toDate: '2026-11-24',
    };
    await expect(booking.quote({ stay }, call)).rejects.toMatchObject({ code: 'not_found' });
    channel.close();
  });

  it('when the BFF is asked for its contract, then it serves the OpenAPI document', async () => {
    const document = (await (await fetch(`http://127.0.0.1:${ports.bff}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toContain('/api/healthz');
  });

  it('when the platform stops, then no process is left and the ports are free again', async () => {
    await platform.stop();
    const codes = await Promise.all(platform.processes.map((child) => child.exited));
    expect(codes).toEqual(platform.processes.map(() => 0));
    await expect(fetch(`http://127.0.0.1:${ports.bff}/api/healthz`)).rejects.toThrow();
  });
});
