import { commaList, databaseEnv, databaseTlsOf, loadConfig, port } from '@moorline/kit';
import { join } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './deployables';
import type { InfrastructureSettings } from './infrastructure';

export const startEnv = z.object({
  MOORLINE_DATA_DIR: z.string().default(join(repoRoot, '.data')),
  MOORLINE_CACHE_DIR: z.string().default(join(repoRoot, '.cache')),
  // Below the kernel's ephemeral range, as every fixed port (ARCHITECTURE §10); prefaults, so a
  // machine whose range covers one of them refuses it with the variable's name.
  MOORLINE_POSTGRES_PORT: port.prefault(15432),
  MOORLINE_KAFKA_PORT: port.prefault(19092),
  MOORLINE_KAFKA_CONTROLLER_PORT: port.prefault(19093),
  KAFKA_BROKERS: commaList.optional(),
  /** Demo boaters who hold buoys through the booking service and let them go, so the live map moves (deploy/README). */
  DEMO_TRAFFIC: z.stringbool().default(true),
  /** Also run a trace viewer (Jaeger) and send every process's traces to it (deploy/README). */
  TRACES: z.stringbool().default(false),
  /**
   * Secure mode (issue 32): TLS to PostgreSQL, mutual TLS for gRPC, and SASL_SSL to Kafka with a
   * SCRAM user and ACLs per service, with certificates of a development CA and passwords in
   * .data/keys.
   */
  SECURE: z.stringbool().default(false),
  /** How to reach a PostgreSQL that DATABASE_URL names; the embedded one needs neither. */
  DATABASE_TLS: databaseEnv.shape.DATABASE_TLS,
  DATABASE_TLS_CA_FILE: databaseEnv.shape.DATABASE_TLS_CA_FILE,
});

export type StartConfig = z.infer<typeof startEnv>;

export const readStartConfig = (): StartConfig => loadConfig(startEnv);

/** Where `make start` and `make migrate` keep data, and the embedded servers' ports. */
export function infrastructureSettings(
  config: StartConfig,
  env: NodeJS.ProcessEnv,
  onProgress: (line: string) => void,
): InfrastructureSettings {
  return {
    dataDir: config.MOORLINE_DATA_DIR,
    cacheDir: config.MOORLINE_CACHE_DIR,
    postgresPort: config.MOORLINE_POSTGRES_PORT,
    kafkaPort: config.MOORLINE_KAFKA_PORT,
    kafkaControllerPort: config.MOORLINE_KAFKA_CONTROLLER_PORT,
    env,
    databaseTls: databaseTlsOf(config),
    ...(config.SECURE ? { secure: { keysDir: join(config.MOORLINE_DATA_DIR, 'keys') } } : {}),
    onProgress,
  };
}
