import { readEphemeralPortRange, type DatabaseTls } from '@moorline/kit';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertPortsFree } from '../free-port';
import type { KafkaPrincipal } from '../kafka-access';
import type { KafkaCredentials } from '../kafka-secure';
import { accessTokenKeyEnv } from './access-token-keys';
import { bookingPassKeyEnv } from './booking-pass-keys';
import { bffEntry, repoRoot, serviceEntry, serviceNames, type PortPlan } from './deployables';
import { grpcTlsEnv, type GrpcCertificates } from './grpc-certificates';
import type { Infrastructure } from './infrastructure';
import { startManagedProcess, type ManagedProcess } from './managed-process';
import { assertPortPlanOutsideEphemeralRange } from './port-plan';
import { vapidKeyEnv } from './vapid-keys';
import { waitUntilHealthy } from './wait-until-healthy';

export interface PlatformSettings {
  infrastructure: Infrastructure;
  ports: PortPlan;
  logDir: string;
  /** The web app needs a production build first (see web-build.ts); tests of the backend skip it. */
  includeWeb: boolean;
  env: NodeJS.ProcessEnv;
  /** Where the development key pair for access tokens lives; a throw-away pair when unset. */
  keyDir?: string;
  /** Secure mode: every service and the BFF speak gRPC with mutual TLS, each with its own certificate. */
  grpcCertificates?: GrpcCertificates;
  startTimeoutMs?: number;
  onProgress(line: string): void;
}

export interface Platform {
  urls: { web?: string; api: string; health: string };
  processes: ManagedProcess[];
  stop(): Promise<void>;
}

interface Launch {
  name: string;
  entry: string[];
  env: NodeJS.ProcessEnv;
  healthUrl: string;
  cwd?: string;
}

const typeScriptEntry = (file: string) => ['--import', 'tsx', file];

/** How `principal` reaches the broker (services/kit config): its own SCRAM user in secure mode. */
function kafkaSecurityEnv(
  credentials: KafkaCredentials | undefined,
  principal: KafkaPrincipal,
): Record<string, string | undefined> {
  if (!credentials)
    return {
      KAFKA_SECURITY: 'plaintext',
      KAFKA_TLS_CA_FILE: undefined,
      KAFKA_SASL_USERNAME: undefined,
      KAFKA_SASL_PASSWORD: undefined,
      KAFKA_SASL_PASSWORD_FILE: undefined,
    };
  return {
    KAFKA_SECURITY: 'sasl_ssl',
    KAFKA_TLS_CA_FILE: credentials.caFile,
    KAFKA_SASL_USERNAME: principal,
    KAFKA_SASL_PASSWORD: undefined,
    KAFKA_SASL_PASSWORD_FILE: credentials.passwordFiles[principal],
  };
}

/** The services' settings for how the infrastructure's databases are reached (services/kit config). */
function databaseTlsEnv(tls: DatabaseTls): Record<string, string | undefined> {
  return tls.mode === 'off'
    ? { DATABASE_TLS: 'off', DATABASE_TLS_CA_FILE: undefined }
    : { DATABASE_TLS: 'verify-full', DATABASE_TLS_CA_FILE: tls.caFile };
}

/**
 * Starts the five services together, then the BFF, then the web app, each stage once the one
 * before is healthy. stop() ends the stages in reverse; infrastructure is the caller's to stop.
 */
export async function startPlatform(settings: PlatformSettings): Promise<Platform> {
  const { infrastructure, ports, logDir, onProgress, startTimeoutMs = 120_000 } = settings;
  assertPortPlanOutsideEphemeralRange(ports, readEphemeralPortRange());
  await assertPortsFree([
    ports.bff,
    ...(settings.includeWeb ? [ports.web] : []),
    ...Object.values(ports.grpc),
    ...Object.values(ports.http),
  ]);
  mkdirSync(logDir, { recursive: true });
  const stages: ManagedProcess[][] = [];
  const stop = async () => {
    for (const stage of [...stages].reverse()) await Promise.all(stage.map((child) => child.stop()));
  };
  const startStage = async (launches: Launch[]) => {
    const started = launches.map((launch) => ({
      launch,
      child: startManagedProcess(launch.name, process.execPath, launch.entry, {
        cwd: launch.cwd ?? repoRoot,
        env: launch.env,
        logFile: join(logDir, `${launch.name}.log`),
      }),
    }));
    stages.push(started.map(({ child }) => child));
    await Promise.all(
      started.map(({ launch, child }) => waitUntilHealthy(launch.healthUrl, child, startTimeoutMs)),
    );
  };
  const keyDir = settings.keyDir ?? mkdtempSync(join(tmpdir(), 'moorline-keys-'));
  const { JWT_PRIVATE_KEY, JWT_PUBLIC_KEY } = accessTokenKeyEnv(settings.env, keyDir);
  const { BOOKING_PASS_PRIVATE_KEY, BOOKING_PASS_PUBLIC_KEY } = bookingPassKeyEnv(settings.env, keyDir);
  const { VAPID_PRIVATE_KEY, VAPID_PUBLIC_KEY } = vapidKeyEnv(settings.env, keyDir);
  // Only auth gets the private half; everything else verifies with the public one. Likewise only
  // booking signs passes and only the BFF publishes their public key; only notification sends
  // Web Push.
  const baseEnv = {
    ...settings.env,
    JWT_PRIVATE_KEY: undefined,
    BOOKING_PASS_PRIVATE_KEY: undefined,
    BOOKING_PASS_PUBLIC_KEY: undefined,
    VAPID_PRIVATE_KEY: undefined,
    VAPID_PUBLIC_KEY: undefined,
    JWT_PUBLIC_KEY,
    KAFKA_BROKERS: infrastructure.kafkaBrokers.join(','),
    FORCE_COLOR: '0',
  };
  const api = `http://localhost:${ports.bff}/api`;
  const web = settings.includeWeb ? `http://localhost:${ports.web}` : undefined;
  const webOrigins = [`http://localhost:${ports.web}`, `http://127.0.0.1:${ports.web}`];

  // Where each service answers gRPC on this run's ports: the BFF calls them all, and services
  // call each other (booking asks catalog), never on `make start`'s ports unless these are they.
  const grpcAddresses = Object.fromEntries(
    serviceNames.map((service) => [
      `${service.toUpperCase()}_GRPC_ADDRESS`,
      `127.0.0.1:${ports.grpc[service]}`,
    ]),
  );

  try {
    onProgress('starting services: auth, catalog, booking, payment, notification');
    await startStage(
      serviceNames.map((service) => ({
        name: service,
        entry: typeScriptEntry(serviceEntry(service)),
        env: {
          ...baseEnv,
          ...grpcAddresses,
          OTEL_SERVICE_NAME: service,
          DATABASE_URL: infrastructure.databaseUrls[service],
          ...databaseTlsEnv(infrastructure.databaseTls),
          ...grpcTlsEnv(settings.grpcCertificates?.[service]),
          ...kafkaSecurityEnv(infrastructure.kafkaCredentials, service),
          ...(service === 'auth' ? { JWT_PRIVATE_KEY } : {}),
          ...(service === 'booking' ? { BOOKING_PASS_PRIVATE_KEY } : {}),
          ...(service === 'notification' ? { VAPID_PRIVATE_KEY, VAPID_PUBLIC_KEY } : {}),
          // Links in emails, the checkout's return pages and the buoys' QR codes lead to the web
          // app; the sandbox's checkout pages are on payment's own HTTP port.
          ...(['notification', 'payment', 'catalog'].includes(service)
            ? { WEB_BASE_URL: webOrigins[0] }
            : {}),
          ...(service === 'payment' ? { PUBLIC_BASE_URL: `http://localhost:${ports.http.payment}` } : {}),
          GRPC_PORT: String(ports.grpc[service]),
          HTTP_PORT: String(ports.http[service]),
        },
        healthUrl: `http://127.0.0.1:${ports.http[service]}/readyz`,
      })),
    );

    onProgress('starting the BFF');
    await startStage([
      {
        name: 'bff',
        entry: typeScriptEntry(bffEntry),
        env: {
          ...baseEnv,
          ...grpcAddresses,
          OTEL_SERVICE_NAME: 'bff',
          ...grpcTlsEnv(settings.grpcCertificates?.bff),
          ...kafkaSecurityEnv(infrastructure.kafkaCredentials, 'bff'),
          BOOKING_PASS_PUBLIC_KEY,
          PORT: String(ports.bff),
          WEB_ORIGINS: webOrigins.join(','),
        },
        healthUrl: `http://127.0.0.1:${ports.bff}/api/healthz`,
      },
    ]);

    if (web) {
      onProgress('starting the web app');
      const webDir = join(repoRoot, 'web');
      await startStage([
        {
          name: 'web',
          entry: [
            require.resolve('next/dist/bin/next', { paths: [webDir] }),
            'start',
            '--port',
            String(ports.web),
          ],
          env: {
            // Local http: cookies cannot be Secure (spec §9), unless the caller sets APP_ENV.
            APP_ENV: 'development',
            ...baseEnv,
            NODE_ENV: 'production',
            // The browser calls /api on the web's own origin; the web server passes it on here.
            BFF_INTERNAL_URL: `http://127.0.0.1:${ports.bff}`,
            SITE_ORIGIN: web,
          },
          healthUrl: `http://127.0.0.1:${ports.web}/`,
          cwd: webDir,
        },
      ]);
    }
    return { urls: { web, api, health: `${api}/healthz` }, processes: stages.flat(), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
