import { accessTokenAudience, accessTokenIssuer, type Role } from '@moorline/contracts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createAccessTokenIssuer } from '../../../services/auth/src/tokens/access-token-issuer';
import { freePort } from '../free-port';
import { accessTokenKeyEnv } from '../start/access-token-keys';
import { serviceNames, type PortPlan, type ServiceName } from '../start/deployables';
import { startInfrastructure, type Infrastructure } from '../start/infrastructure';
import { startPlatform, type Platform } from '../start/platform';
import {
  createTestDatabase,
  TEST_KAFKA_BROKERS_ENV,
  TEST_PG_ADMIN_URL_ENV,
  uniqueName,
} from '../testing/test-infra';

export interface BenchPlatform {
  /** The BFF's origin, e.g. http://127.0.0.1:41234 (its routes are under /api). */
  bffUrl: string;
  /** The web app's origin, when it was asked for. */
  webUrl?: string;
  databaseUrls: Record<ServiceName, string>;
  ports: PortPlan;
  /**
   * The Authorization header of a signed-in user, signed with the run's key pair as auth signs;
   * with `staff`, a concessionaire running those bays.
   */
  bearer(userId: string, staff?: { operatorId: string; bayIds: string[] }): Promise<string>;
  logDir: string;
  stop(): Promise<void>;
}

async function freePorts(): Promise<PortPlan> {
  const portsFor = async () =>
    Object.fromEntries(
      await Promise.all(serviceNames.map(async (name) => [name, await freePort()])),
    ) as Record<ServiceName, number>;
  return { bff: await freePort(), web: await freePort(), grpc: await portsFor(), http: await portsFor() };
}

/**
 * The five services and the BFF, each a Node process of its own started the way `make start`
 * starts them (deploy/src/start/platform.ts), on the benchmark's test servers and free ports.
 * Benchmarks of a request's path then measure the deployment's shape: its processes, sockets
 * and event loops, not one process that runs them all. `BENCH_CPU_PROFILE_DIR` makes each process
 * write a V8 CPU profile there when it stops (cpu-profile-preload.mjs; open it in Chrome DevTools).
 */
export async function startBenchPlatform(
  options: {
    /** Also the web app, from its production build (which must exist: see start/web-build.ts). */
    includeWeb?: boolean;
    /** The demo bays and accounts, as `make start` seeds them, for pages that show them. */
    seedDemoData?: boolean;
    /** The web app's MAP_STYLE_URL, when it is not the default. */
    mapStyleUrl?: string;
  } = {},
): Promise<BenchPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'moorline-bench-'));
  const ports = await freePorts();
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  // Databases and topics of this platform's own: a second platform in the same run (make bench
  // starts two) must not find the first one's bays, bookings or events.
  const databases = await Promise.all(serviceNames.map(() => createTestDatabase()));
  const ownDatabaseUrls = Object.fromEntries(
    serviceNames.map((service, index) => [`${service.toUpperCase()}_DATABASE_URL`, databases[index]?.url]),
  );
  const dropDatabases = () => Promise.all(databases.map((database) => database.drop()));
  const infrastructure: Infrastructure = await startInfrastructure({
    dataDir,
    cacheDir: dataDir,
    postgresPort: 0,
    kafkaPort: 0,
    kafkaControllerPort: 0,
    env: {
      ...ownDatabaseUrls,
      DATABASE_URL: process.env[TEST_PG_ADMIN_URL_ENV],
      KAFKA_BROKERS: process.env[TEST_KAFKA_BROKERS_ENV],
    },
    onProgress: () => undefined,
  });
  const keyDir = join(dataDir, 'keys');
  const logDir = join(dataDir, 'logs');
  let platform: Platform;
  try {
    platform = await startPlatform({
      infrastructure,
      ports,
      logDir,
      includeWeb: options.includeWeb ?? false,
      keyDir,
      env: {
        ...process.env,
        // As the containers run (deploy/k8s/base/config/platform.env): no demo data, logs at info.
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        // Plain http on loopback: cookies cannot be Secure (spec §9).
        APP_ENV: 'development',
        SEED_DEMO_DATA: String(options.seedDemoData ?? false),
        ...(options.mapStyleUrl === undefined ? {} : { MAP_STYLE_URL: options.mapStyleUrl }),
        KAFKA_NAMESPACE: `${uniqueName('bench')}.`,
        // Every bench hold comes through the BFF from this one address (issue 26's rate limit).
        NEW_HOLDS_PER_ADDRESS_HOUR: '100000',
        ...(profileDir
          ? { NODE_OPTIONS: `--import ${pathToFileURL(join(__dirname, 'cpu-profile-preload.mjs')).href}` }
          : {}),
      },
      onProgress: () => undefined,
    });
  } catch (error) {
    await infrastructure.stop();
    await dropDatabases();
    throw error;
  }
  const issue = createAccessTokenIssuer({
    JWT_PRIVATE_KEY: accessTokenKeyEnv({}, keyDir).JWT_PRIVATE_KEY,
    JWT_ISSUER: accessTokenIssuer,
    JWT_AUDIENCE: accessTokenAudience,
    // Long enough for the whole run: a token that lapsed mid-run would read as a failure.
    ACCESS_TOKEN_TTL_SECONDS: 3_600,
  });
  return {
    bffUrl: `http://127.0.0.1:${ports.bff}`,
    ...(platform.urls.web ? { webUrl: platform.urls.web } : {}),
    databaseUrls: infrastructure.databaseUrls,
    ports,
    logDir,
    bearer: async (userId, staff) => {
      const roles: Role[] = staff ? ['concessionaire', 'manager'] : [];
      const claims = {
        userId,
        email: 'bench@example.com',
        name: 'Bench Skipper',
        phone: '',
        roles,
        operator: staff,
      };
      return `Bearer ${(await issue(claims, new Date())).token}`;
    },
    async stop() {
      await platform.stop();
      await infrastructure.stop();
      await dropDatabases();
    },
  };
}

/** Which part of a benchmark run a process is, by its command line (see cpuOfProcessTree). */
export function platformProcessName(commandLine: string): string {
  const service = serviceNames.find((name) => commandLine.includes(`services/${name}/src/main.ts`));
  if (service) return service;
  if (commandLine.includes('bff/src/main.ts')) return 'BFF';
  if (/(^|\/)postgres[: ]/.test(commandLine)) return 'PostgreSQL';
  if (commandLine.includes('kafka')) return 'Kafka';
  return 'other';
}
