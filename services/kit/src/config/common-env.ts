import { z } from 'zod';
import { databaseEnv } from './database-env';
import { grpcTlsEnv } from './grpc-tls-env';
import { kafkaSecurityEnv } from './kafka-security-env';
import { ephemeralPortProblem, readEphemeralPortRange } from './ephemeral-port-range';

/** A comma-separated list such as KAFKA_BROKERS=127.0.0.1:9092,127.0.0.1:9093. */
export const commaList = z
  .string()
  .min(1)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/**
 * A port this process, or a server it starts, listens on. One inside this machine's ephemeral
 * range is refused: an outgoing connection can take it first (issue 26).
 */
export const port = z.coerce
  .number()
  .int()
  .min(1)
  .max(65535)
  .superRefine((value, ctx) => {
    const problem = ephemeralPortProblem(value, readEphemeralPortRange());
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Settings every Moorline process shares. */
export const commonEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /**
   * What the deployment is, apart from how Node runs (the compose stack and the benchmarks run
   * NODE_ENV=production on development secrets). `production` refuses the development defaults
   * written in this repository (issue 32 item 4) and makes the BFF's cookies Secure.
   */
  APP_ENV: z.enum(['development', 'testing', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Settings of a deployable service: its database, the broker, and its two ports. */
export const serviceEnv = commonEnv.extend({
  ...databaseEnv.shape,
  ...grpcTlsEnv.shape,
  ...kafkaSecurityEnv.shape,
  KAFKA_BROKERS: commaList,
  /** Prefix of every topic and consumer group, e.g. "staging." on a shared cluster. */
  KAFKA_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9._-]*$/, 'lower-case letters, digits, dot, dash and underscore only')
    .default(''),
  /**
   * Partitions of the topics a service creates when they do not exist yet. A consumer group uses
   * at most one replica per partition, so set it to at least the most replicas a service scales
   * to. Topics that exist keep theirs.
   */
  KAFKA_TOPIC_PARTITIONS: z.coerce.number().int().min(1).max(1000).default(3),
  GRPC_PORT: port,
  HTTP_PORT: port,
  /**
   * Addresses the gRPC API and the health/metrics server listen on: internal only, loopback by
   * default; a deployment whose peers reach the pod or container (Kubernetes, compose) sets
   * 0.0.0.0 and keeps the ports off the public network (issue 11, item 4).
   */
  GRPC_HOST: z.string().min(1).default('127.0.0.1'),
  HTTP_HOST: z.string().min(1).default('127.0.0.1'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  /** Publish attempts after which the outbox relay parks a row and reports it. */
  OUTBOX_MAX_PUBLISH_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  /** Published outbox rows older than this are deleted. */
  OUTBOX_RETENTION_DAYS: z.coerce.number().positive().default(7),
  /** Records of applied events older than this are deleted; keep it above the broker's retention. */
  PROCESSED_EVENTS_RETENTION_DAYS: z.coerce.number().positive().default(30),
});

export type ServiceConfig = z.infer<typeof serviceEnv>;

/**
 * A service's schema with its own default ports (ARCHITECTURE §10). A prefault, unlike a default,
 * goes through the checks, so a default inside this machine's ephemeral range is refused too.
 */
export function serviceEnvWithPorts(grpcPort: number, httpPort: number) {
  return serviceEnv.extend({ GRPC_PORT: port.prefault(grpcPort), HTTP_PORT: port.prefault(httpPort) });
}
