import {
  createLogger,
  runService,
  type KitTables,
  type ServiceConfig,
  type ServiceDefinition,
} from '@moorline/kit';
import { createTestDatabase, testKafkaBrokers, uniqueName, type TestDatabase } from './test-infra';

export interface ServiceUnderTest {
  grpcAddress: string;
  httpPort: number;
  databaseUrl: string;
  /** Prefix of its topics and consumer groups; tests that publish or read events use it. */
  kafkaNamespace: string;
  /** Its database, to start it again on the same one after a stop that keeps it (a crash test). */
  database: TestDatabase;
  stop(options?: { keepDatabase?: boolean }): Promise<void>;
}

/**
 * Runs a service in the test process the way its main.ts does, on a fresh database, the test
 * run's Kafka and free ports, with the service's own settings given by the test.
 */
export async function startServiceUnderTest<Config extends ServiceConfig, Tables extends KitTables>(
  define: (config: Config) => ServiceDefinition<Tables>,
  /** The service's own settings, and any common one the test sets otherwise. */
  ownSettings: Omit<Config, keyof ServiceConfig> & Partial<ServiceConfig>,
  /** A database kept from an earlier run of the service; a fresh one otherwise. */
  reuse?: { database: TestDatabase },
): Promise<ServiceUnderTest> {
  const database = reuse?.database ?? (await createTestDatabase());
  const kafkaNamespace = `${uniqueName('t')}.`;
  const config = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    KAFKA_BROKERS: testKafkaBrokers(),
    // Its own topics and groups: services of other test files share the broker, not the events.
    KAFKA_NAMESPACE: kafkaNamespace,
    GRPC_PORT: 0,
    HTTP_PORT: 0,
    SHUTDOWN_GRACE_MS: 5_000,
    OUTBOX_MAX_PUBLISH_ATTEMPTS: 10,
    OUTBOX_RETENTION_DAYS: 7,
    PROCESSED_EVENTS_RETENTION_DAYS: 30,
    ...ownSettings,
  } as Config;
  const definition = define(config);
  const running = await runService(
    definition,
    config,
    createLogger({ service: definition.name, level: 'silent' }),
  );
  return {
    grpcAddress: `127.0.0.1:${running.grpcPort}`,
    httpPort: running.httpPort,
    databaseUrl: database.url,
    // The test's own choice when it shares one namespace between services.
    kafkaNamespace: config.KAFKA_NAMESPACE,
    database,
    async stop(options = {}) {
      await running.stop();
      if (!options.keepDatabase) await database.drop();
    },
  };
}
