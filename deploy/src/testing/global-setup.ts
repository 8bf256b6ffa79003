import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../free-port';
import { kafkaJarsReady, startEmbeddedKafka } from '../kafka';
import { startEmbeddedPostgres } from '../postgres';
import { PrerequisiteError, checkKafkaPrerequisites } from '../prerequisites';
import { KAFKA_CACHE_DIR } from './own-kafka';
import { TEST_KAFKA_BROKERS_ENV, TEST_PG_ADMIN_URL_ENV } from './test-infra';

// ARCHITECTURE §8: one real PostgreSQL and one real Kafka for the whole Jest run, on free ports.

const STATE_KEY = Symbol.for('moorline.testInfrastructure');

export interface TestInfrastructure {
  tempDir: string;
  stops: Array<() => Promise<void>>;
}

type GlobalWithState = typeof globalThis & { [STATE_KEY]?: TestInfrastructure };

export function takeTestInfrastructure(): TestInfrastructure | undefined {
  const global = globalThis as GlobalWithState;
  const state = global[STATE_KEY];
  delete global[STATE_KEY];
  return state;
}

export default async function globalSetup(): Promise<void> {
  const startPostgres = !process.env[TEST_PG_ADMIN_URL_ENV];
  const startKafka = !process.env[TEST_KAFKA_BROKERS_ENV];
  if (!startPostgres && !startKafka) return;

  if (startKafka) await checkPrerequisites();
  const tempDir = await mkdtemp(join(tmpdir(), 'moorline-test-'));
  const state: TestInfrastructure = { tempDir, stops: [] };
  (globalThis as GlobalWithState)[STATE_KEY] = state;
  stopOnSignals();

  const started = await Promise.allSettled([
    startPostgres ? startTestPostgres(state, tempDir) : undefined,
    startKafka ? startTestKafka(state, tempDir) : undefined,
  ]);
  const failure = started.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    // Jest skips the global teardown when the setup fails, so clean up here.
    await stopTestInfrastructure(takeTestInfrastructure());
    throw failure.reason;
  }
}

export async function stopTestInfrastructure(state: TestInfrastructure | undefined): Promise<void> {
  if (!state) return;
  const stopped = await Promise.allSettled(state.stops.map((stop) => stop()));
  await rm(state.tempDir, { recursive: true, force: true });
  const failure = stopped.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}

// Jest would die on a signal without its global teardown and leave the servers running
// (a terminal's Ctrl-C reaches them too, a `kill` of Jest alone does not).
function stopOnSignals(): void {
  const exitCodes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
  for (const [signal, code] of Object.entries(exitCodes)) {
    process.once(signal, () => {
      void stopTestInfrastructure(takeTestInfrastructure()).finally(() => process.exit(code));
    });
  }
}

async function startTestPostgres(state: TestInfrastructure, tempDir: string): Promise<void> {
  const server = await startEmbeddedPostgres({
    dataDir: join(tempDir, 'postgres'),
    port: await freePort(),
    persistent: false,
  });
  state.stops.push(server.stop);
  process.env[TEST_PG_ADMIN_URL_ENV] = server.adminUrl;
}

async function startTestKafka(state: TestInfrastructure, tempDir: string): Promise<void> {
  const port = await freePort();
  let controllerPort = await freePort();
  while (controllerPort === port) controllerPort = await freePort();
  const server = await startEmbeddedKafka({
    dataDir: join(tempDir, 'kafka'),
    port,
    controllerPort,
    cacheDir: KAFKA_CACHE_DIR,
  });
  state.stops.push(server.stop);
  process.env[TEST_KAFKA_BROKERS_ENV] = server.brokers.join(',');
}

// A missing tool is the user's to fix: show the advice alone, without a stack trace.
async function checkPrerequisites(): Promise<void> {
  try {
    await checkKafkaPrerequisites({
      brokersEnvVar: TEST_KAFKA_BROKERS_ENV,
      needMaven: !(await kafkaJarsReady(KAFKA_CACHE_DIR)),
    });
  } catch (error) {
    if (error instanceof PrerequisiteError) error.stack = `${error.name}: ${error.message}`;
    throw error;
  }
}
