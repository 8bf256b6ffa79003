import type { Kafka } from 'kafkajs';
import type { Kysely } from 'kysely';
import type { Server } from 'nice-grpc';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { ServiceConfig } from '../config/common-env';
import { databaseTlsOf } from '../config/database-env';
import { grpcTlsOf } from '../config/grpc-tls-env';
import { kafkaSecurityOf } from '../config/kafka-security-env';
import { createDatabase } from '../db/database';
import type { KitTables } from '../db/kit.tables';
import { migrateToLatest, type Migrations } from '../db/migrator';
import { deadLetterTopic } from '../events/event-headers';
import { startEventConsumer, type ConsumerSpec, type EventConsumer } from '../events/event-consumer';

export type { ConsumerSpec } from '../events/event-consumer';
import { createKafka, createKafkaPublisher, ensureTopics } from '../events/kafka';
import { eventRetentionJob } from '../events/event-retention';
import { startOutboxRelay } from '../events/outbox-relay';
import { createGrpcServer } from '../grpc/grpc-server';
import { createHttpApp, type HttpApp } from '../http/http-app';
import { databaseReady, kafkaReady } from '../http/readiness-checks';
import { createLogger, type Logger } from '../logging/logger';
import { addScrapedGauge, type ScrapedGaugeSpec } from '../metrics/scraped-gauge';
import { startPeriodicJob, type PeriodicJobSpec } from './periodic-job';

const day = 24 * 60 * 60 * 1000;

export interface ServiceDeps<Tables extends KitTables> {
  config: ServiceConfig;
  logger: Logger;
  db: Kysely<Tables>;
  kafka: Kafka;
}

/** What makes one deployable: its tables, the topics it owns, its gRPC API and its reactions. */
export interface ServiceDefinition<Tables extends KitTables> {
  name: string;
  migrations: Migrations;
  /** Topics this service produces to; it creates each with its dead-letter twin. */
  ownedTopics: string[];
  /** Runs once the schema is current and before any entry point starts, e.g. to seed demo data. */
  afterMigrate?: (deps: Pick<ServiceDeps<Tables>, 'config' | 'logger' | 'db'>) => Promise<void>;
  registerGrpc?: (server: Server, deps: ServiceDeps<Tables>) => void;
  consumers?: (deps: ServiceDeps<Tables>) => ConsumerSpec<Tables>[];
  /**
   * HTTP routes beside /healthz, /readyz and /metrics (a payment provider's webhooks), on the same
   * app, so they share its error handler. A route that needs its exact body bytes adds
   * `preParsing: captureRawBody` and reads them with `rawBodyOf(request)`.
   */
  registerHttp?: (app: HttpApp, deps: ServiceDeps<Tables>) => void | Promise<void>;
  /**
   * The service's own figures on /metrics beside the kit's (HTTP, gRPC, outbox, consumers),
   * read from its tables at each scrape.
   */
  gauges?: (deps: ServiceDeps<Tables>) => ScrapedGaugeSpec[];
  /** Work repeated on a timer in every replica; it must be safe when replicas run it at once. */
  jobs?: (deps: ServiceDeps<Tables>) => PeriodicJobSpec[];
}

export interface RunningService {
  grpcPort: number;
  httpPort: number;
  logger: Logger;
  stop(): Promise<void>;
}

/**
 * Starts a service's entry points as peers: migrate, then the outbox relay, the gRPC API, the
 * event consumers, the periodic jobs (the kit's event retention first) and the HTTP server. stop() closes them in the reverse order.
 */
export async function runService<Tables extends KitTables>(
  definition: ServiceDefinition<Tables>,
  config: ServiceConfig,
  logger: Logger = createLogger({ service: definition.name, level: config.LOG_LEVEL }),
): Promise<RunningService> {
  const databaseTls = databaseTlsOf(config);
  const db = createDatabase<Tables>({
    url: config.DATABASE_URL,
    tls: databaseTls,
    applicationName: definition.name,
    onIdleConnectionError: (error) =>
      logger.warn({ err: error }, 'database connection lost; the pool opens a new one'),
  });
  await migrateToLatest(db, definition.migrations, logger);
  await definition.afterMigrate?.({ config, logger, db });
  const kafka = createKafka({
    clientId: definition.name,
    brokers: config.KAFKA_BROKERS,
    logger,
    security: kafkaSecurityOf(config),
  });
  const owned = definition.ownedTopics.map((topic) => `${config.KAFKA_NAMESPACE}${topic}`);
  await ensureTopics(kafka, [...owned, ...owned.map(deadLetterTopic)], config.KAFKA_TOPIC_PARTITIONS);
  const deps: ServiceDeps<Tables> = { config, logger, db, kafka };

  const metrics = new Registry();
  collectDefaultMetrics({ register: metrics });
  for (const gauge of definition.gauges?.(deps) ?? []) addScrapedGauge(metrics, gauge);
  const kitDb = db as unknown as Kysely<KitTables>;
  const publisher = await createKafkaPublisher(kafka);
  const relay = await startOutboxRelay({
    db: kitDb,
    databaseUrl: config.DATABASE_URL,
    databaseTls,
    publisher,
    logger,
    topicNamespace: config.KAFKA_NAMESPACE,
    maxAttempts: config.OUTBOX_MAX_PUBLISH_ATTEMPTS,
    metrics,
  });
  const grpc = createGrpcServer(logger, metrics, grpcTlsOf(config));
  definition.registerGrpc?.(grpc.server, deps);
  const grpcPort = await grpc.listen(config.GRPC_PORT, config.GRPC_HOST);
  const consumers: EventConsumer[] = [];
  for (const spec of definition.consumers?.(deps) ?? []) {
    consumers.push(
      await startEventConsumer({
        ...spec,
        kafka,
        db,
        logger,
        topicNamespace: config.KAFKA_NAMESPACE,
        topicPartitions: config.KAFKA_TOPIC_PARTITIONS,
        metrics,
      }),
    );
  }
  const retention = eventRetentionJob({
    db: kitDb,
    outboxMaxAgeMs: config.OUTBOX_RETENTION_DAYS * day,
    processedEventsMaxAgeMs: config.PROCESSED_EVENTS_RETENTION_DAYS * day,
  });
  const jobs = [retention, ...(definition.jobs?.(deps) ?? [])].map((spec) => startPeriodicJob(spec, logger));
  const http = createHttpApp({
    logger,
    metrics,
    readiness: { database: databaseReady(db), kafka: kafkaReady(kafka) },
  });
  await definition.registerHttp?.(http, deps);
  await http.listen({ port: config.HTTP_PORT, host: config.HTTP_HOST });
  const address = http.addresses()[0];
  const httpPort = typeof address === 'object' ? address.port : config.HTTP_PORT;
  logger.info({ grpcPort, httpPort }, `${definition.name} service ready`);

  return {
    grpcPort,
    httpPort,
    logger,
    async stop() {
      await grpc.shutdown();
      await Promise.all(jobs.map((job) => job.stop()));
      await Promise.all(consumers.map((consumer) => consumer.stop()));
      await relay.stop();
      await publisher.close();
      await http.close();
      await db.destroy();
    },
  };
}
