import Fastify, { type FastifyError } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { isAppError } from '../errors/app-error';
import { errorCatalogue } from '../errors/error-catalogue';
import type { Logger } from '../logging/logger';

/** A named dependency check for /readyz; it throws when the dependency cannot be reached. */
export type ReadinessCheck = () => Promise<void>;

export interface HttpAppSettings {
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  metrics?: Registry;
  readinessTimeoutMs?: number;
  trustProxy?: boolean;
}

/**
 * The HTTP side of every process: /healthz (the process is alive), /readyz (its database and
 * broker answer), /metrics (Prometheus text). Routes of the process are added by the caller.
 * Errors: AppError keeps its code and status; anything else is a 500 with no detail.
 */
export function createHttpApp({
  logger,
  readiness,
  metrics = defaultRegistry(),
  readinessTimeoutMs = 2_000,
  trustProxy = false,
}: HttpAppSettings) {
  const app = Fastify({ loggerInstance: logger, return503OnClosing: true, trustProxy });
  // Probes run every few seconds; their lines would drown the useful ones.
  const quiet = { config: { otel: false }, logLevel: 'warn' } as const;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error))
      return reply.status(error.httpStatus).send({ code: error.code, message: error.message });
    const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ code: 'internal', message: 'Internal Server Error' });
    }
    // Schema details stay in the log; the caller gets the catalogue's wording.
    request.log.info({ err: error }, 'request rejected');
    const code = status === 429 ? 'too_many_requests' : 'invalid_request';
    return reply.status(status).send({ code, message: errorCatalogue[code].message });
  });

  app.get('/healthz', quiet, async () => ({ status: 'ok' }));

  app.get('/readyz', quiet, async (_request, reply) => {
    const entries = await Promise.all(
      Object.entries(readiness).map(
        async ([name, check]) => [name, await probe(check, readinessTimeoutMs)] as const,
      ),
    );
    const checks = Object.fromEntries(entries);
    const ready = entries.every(([, state]) => state === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
  });

  app.get('/metrics', quiet, async (_request, reply) =>
    reply.type(metrics.contentType).send(await metrics.metrics()),
  );

  return app;
}

function defaultRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

async function probe(check: ReadinessCheck, timeoutMs: number): Promise<'ok' | 'failing'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

export type HttpApp = ReturnType<typeof createHttpApp>;
