import { join } from 'node:path';
import { kafkaJarsReady, startEmbeddedKafka } from '../kafka';
import { startEmbeddedPostgres } from '../postgres';
import { databaseUrlFor, ensureDatabaseAt } from '../postgres-admin';
import { checkKafkaPrerequisites } from '../prerequisites';
import { databaseName, serviceNames, type ServiceName } from './deployables';

export interface Infrastructure {
  databaseUrls: Record<ServiceName, string>;
  kafkaBrokers: string[];
  /** What runs where, for the start-up summary. */
  description: string[];
  stop(): Promise<void>;
}

export interface InfrastructureSettings {
  dataDir: string;
  cacheDir: string;
  postgresPort: number;
  kafkaPort: number;
  kafkaControllerPort: number;
  /** Existing servers: DATABASE_URL (an admin URL), <SERVICE>_DATABASE_URL, KAFKA_BROKERS. */
  env: NodeJS.ProcessEnv;
  onProgress(line: string): void;
}

/**
 * PostgreSQL and Kafka for a platform run: the servers the environment names, else the
 * embedded ones, with data kept under dataDir so a second start reuses it.
 */
export async function startInfrastructure(settings: InfrastructureSettings): Promise<Infrastructure> {
  const { env, onProgress } = settings;
  const stops: (() => Promise<void>)[] = [];
  const description: string[] = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
  };
  try {
    const brokersFromEnv = env.KAFKA_BROKERS?.split(',')
      .map((broker) => broker.trim())
      .filter(Boolean);
    const jarsReady = await kafkaJarsReady(join(settings.cacheDir, 'kafka'));
    if (!brokersFromEnv?.length) {
      await checkKafkaPrerequisites({ brokersEnvVar: 'KAFKA_BROKERS', needMaven: !jarsReady });
    }
    const databaseUrls = await startDatabases(settings, stops, description);
    let kafkaBrokers = brokersFromEnv ?? [];
    if (kafkaBrokers.length === 0) {
      onProgress(
        jarsReady ? 'starting Kafka' : 'starting Kafka (fetching the broker from Maven Central, once)',
      );
      const kafka = await startEmbeddedKafka({
        dataDir: join(settings.dataDir, 'kafka'),
        cacheDir: join(settings.cacheDir, 'kafka'),
        port: settings.kafkaPort,
        controllerPort: settings.kafkaControllerPort,
      });
      stops.push(kafka.stop);
      kafkaBrokers = kafka.brokers;
      description.push(`Kafka (embedded, KRaft)  ${kafkaBrokers.join(',')}`);
    } else {
      description.push(`Kafka (KAFKA_BROKERS)    ${kafkaBrokers.join(',')}`);
    }
    return { databaseUrls, kafkaBrokers, description, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startDatabases(
  { env, dataDir, postgresPort, onProgress }: InfrastructureSettings,
  stops: (() => Promise<void>)[],
  description: string[],
): Promise<Record<ServiceName, string>> {
  const explicit = (service: ServiceName) => env[`${service.toUpperCase()}_DATABASE_URL`];
  if (serviceNames.every(explicit)) {
    description.push('PostgreSQL (<SERVICE>_DATABASE_URL)');
    return Object.fromEntries(serviceNames.map((service) => [service, explicit(service)])) as Record<
      ServiceName,
      string
    >;
  }
  let adminUrl = env.DATABASE_URL;
  if (adminUrl) {
    description.push(`PostgreSQL (DATABASE_URL) ${new URL(adminUrl).host}`);
  } else {
    onProgress('starting PostgreSQL');
    const postgres = await startEmbeddedPostgres({
      dataDir: join(dataDir, 'postgres'),
      port: postgresPort,
      persistent: true,
    });
    stops.push(postgres.stop);
    adminUrl = postgres.adminUrl;
    description.push(
      `PostgreSQL (embedded)    127.0.0.1:${postgresPort}, data in ${join(dataDir, 'postgres')}`,
    );
  }
  const urls: Partial<Record<ServiceName, string>> = {};
  for (const service of serviceNames) {
    const url = explicit(service);
    if (url) {
      urls[service] = url;
      continue;
    }
    await ensureDatabaseAt(adminUrl, databaseName(service));
    urls[service] = databaseUrlFor(adminUrl, databaseName(service));
  }
  return urls as Record<ServiceName, string>;
}
