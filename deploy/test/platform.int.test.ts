import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Kafka, logLevel } from 'kafkajs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/free-port';
import { serviceNames, type PortPlan, type ServiceName } from '../src/start/deployables';
import { startInfrastructure, type Infrastructure } from '../src/start/infrastructure';
import { startPlatform, type Platform } from '../src/start/platform';

// The platform started the way `make start` starts it (web aside), on the test run's servers.
describe('platform start', () => {
  let infrastructure: Infrastructure;
  let platform: Platform;
  let ports: PortPlan;

  beforeAll(async () => {
    const portsFor = async () =>
      Object.fromEntries(
        await Promise.all(serviceNames.map(async (name) => [name, await freePort()])),
      ) as Record<ServiceName, number>;
    ports = { bff: await freePort(), web: await freePort(), grpc: await portsFor(), http: await portsFor() };
    const dataDir = mkdtempSync(join(tmpdir(), 'moorline-platform-'));
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
