import { plaintextDatabase, type DatabaseTls } from '@moorline/kit';
import { join } from 'node:path';
import { kafkaJarsReady, startEmbeddedKafka } from '../kafka';
import type { KafkaCredentials } from '../kafka-secure';
import { startEmbeddedPostgres } from '../postgres';
import { databaseUrlFor, ensureDatabaseAt } from '../postgres-admin';
import { checkKafkaPrerequisites } from '../prerequisites';
import { ensureServerCertificate } from '../tls/dev-certificates';
import { databaseName, serviceNames, type ServiceName } from './deployables';

export interface Infrastructure {
  databaseUrls: Record<ServiceName, string>;
  /** How every pool reaches those databases. */
  databaseTls: DatabaseTls;
  kafkaBrokers: string[];
  /** Secure mode's embedded broker: the CA and each principal's password file (issue 32 item 1). */
  kafkaCredentials?: KafkaCredentials;
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
  /** How to reach the existing database servers the environment names (DATABASE_TLS…). */
  databaseTls?: DatabaseTls;
  /**
   * Secure mode (SECURE=1): the embedded PostgreSQL serves TLS only, with a certificate from the
   * development CA under keysDir; an existing server must be reached with verify-full. The
   * embedded Kafka takes TLS with a SCRAM user per service, under ACLs.
   */
  secure?: { keysDir: string };
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
    const { databaseUrls, databaseTls } = await startDatabases(settings, stops, description);
    let kafkaBrokers = brokersFromEnv ?? [];
    let kafkaCredentials: KafkaCredentials | undefined;
    if (kafkaBrokers.length === 0) {
      onProgress(
        jarsReady ? 'starting Kafka' : 'starting Kafka (fetching the broker from Maven Central, once)',
      );
      const { secure } = settings;
      // Its own data in secure mode: SCRAM users are made when the storage is formatted.
      const kafka = await startEmbeddedKafka({
        dataDir: join(settings.dataDir, secure ? 'kafka-secure' : 'kafka'),
        cacheDir: join(settings.cacheDir, 'kafka'),
        port: settings.kafkaPort,
        controllerPort: settings.kafkaControllerPort,
        ...(secure ? { secure: { keysDir: secure.keysDir, namespace: '', topicPartitions: 3 } } : {}),
      });
      stops.push(kafka.stop);
      kafkaBrokers = kafka.brokers;
      kafkaCredentials = kafka.credentials;
      description.push(
        `Kafka (embedded, KRaft)  ${kafkaBrokers.join(',')}` +
          (kafkaCredentials ? ', SASL_SSL only (SCRAM-SHA-512, ACLs per service)' : ''),
      );
    } else {
      if (settings.secure)
        throw new Error(
          'SECURE=1 with KAFKA_BROKERS is not supported by `make start`; unset KAFKA_BROKERS to use the embedded broker',
        );
      description.push(`Kafka (KAFKA_BROKERS)    ${kafkaBrokers.join(',')}`);
    }
    return { databaseUrls, databaseTls, kafkaBrokers, kafkaCredentials, description, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Secure mode against an existing server: its connections must be verified too, or it is no secure mode. */
function existingServerTls(settings: InfrastructureSettings): DatabaseTls {
  const tls = settings.databaseTls ?? plaintextDatabase;
  if (settings.secure && tls.mode !== 'verify-full')
    throw new Error(
      'SECURE=1 with an existing PostgreSQL (DATABASE_URL or <SERVICE>_DATABASE_URL) needs DATABASE_TLS=verify-full ' +
        '(and DATABASE_TLS_CA_FILE for its CA); unset those URLs to use the embedded server',
    );
  return tls;
}

async function startDatabases(
  settings: InfrastructureSettings,
  stops: (() => Promise<void>)[],
  description: string[],
): Promise<{ databaseUrls: Record<ServiceName, string>; databaseTls: DatabaseTls }> {
  const { env, dataDir, postgresPort, onProgress } = settings;
  const explicit = (service: ServiceName) => env[`${service.toUpperCase()}_DATABASE_URL`];
  if (serviceNames.every(explicit)) {
    const databaseTls = existingServerTls(settings);
    description.push(`PostgreSQL (<SERVICE>_DATABASE_URL, TLS ${databaseTls.mode})`);
    const databaseUrls = Object.fromEntries(serviceNames.map((service) => [service, explicit(service)]));
    return { databaseUrls: databaseUrls as Record<ServiceName, string>, databaseTls };
  }
  let adminUrl = env.DATABASE_URL;
  let databaseTls: DatabaseTls;
  if (adminUrl) {
    databaseTls = existingServerTls(settings);
    description.push(`PostgreSQL (DATABASE_URL) ${new URL(adminUrl).host}, TLS ${databaseTls.mode}`);
  } else {
    const certificate = settings.secure
      ? ensureServerCertificate(settings.secure.keysDir, 'postgres', ['localhost', '127.0.0.1'])
      : undefined;
    onProgress(certificate ? 'starting PostgreSQL (TLS only, secure mode)' : 'starting PostgreSQL');
    const postgres = await startEmbeddedPostgres({
      dataDir: join(dataDir, 'postgres'),
      port: postgresPort,
      persistent: true,
      certificate,
    });
    stops.push(postgres.stop);
    adminUrl = postgres.adminUrl;
    databaseTls = postgres.tls;
    description.push(
      `PostgreSQL (embedded)    127.0.0.1:${postgresPort}, data in ${join(dataDir, 'postgres')}` +
        (certificate ? `, TLS only (verify-full, CA ${certificate.caFile})` : ''),
    );
  }
  const urls: Partial<Record<ServiceName, string>> = {};
  for (const service of serviceNames) {
    const url = explicit(service);
    if (url) {
      urls[service] = url;
      continue;
    }
    await ensureDatabaseAt(adminUrl, databaseName(service), databaseTls);
    urls[service] = databaseUrlFor(adminUrl, databaseName(service));
  }
  return { databaseUrls: urls as Record<ServiceName, string>, databaseTls };
}
