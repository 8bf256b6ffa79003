import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Logger } from '../logging/logger';
import { notFoundOrMethodNotAllowed } from './allowed-methods';
import { answerClientError } from './client-errors';
import { addRetryAfter, httpErrorAnswer } from './http-errors';
import { recordHttpMetrics } from './http-metrics';
import { replySerializers, type WhenSerializersCompile } from './reply-serializers';
import { cleanUrlsOnly, strictJsonBodies } from './request-guards';

/** A named dependency check for /readyz; it throws when the dependency cannot be reached. */
export type ReadinessCheck = () => Promise<void>;

export interface HttpAppSettings {
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  metrics?: Registry;
  readinessTimeoutMs?: number;
  /** X-Forwarded-For is believed past these proxies only (a hop count or addresses), never from anyone. */
  trustProxy?: TrustedProxies;
  /** When response schemas become serializers: on each route's first reply unless a test asks for all at start. */
  serializersCompile?: WhenSerializersCompile;
}

export type TrustedProxies = false | number | string[];

/**
 * The HTTP side of every process: /healthz (the process is alive), /readyz (its database and
 * broker answer), /metrics (Prometheus text, with RED metrics of every route). Routes of the process are added by the caller.
 * Errors: one handler (httpErrorAnswer) for AppErrors, framework refusals and failures, which
 * answer 500 with no detail; bad URLs and bodies are refused before a route runs.
 */
export function createHttpApp({
  logger,
  readiness,
  metrics = defaultRegistry(),
  readinessTimeoutMs = 2_000,
  trustProxy = false,
  serializersCompile = 'on-first-reply',
}: HttpAppSettings) {
  const app = Fastify({
    loggerInstance: logger,
    return503OnClosing: true,
    // A hop count trusts that many proxies from our side; the browser's own entries stay untrusted.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Explicit, as strictJsonBodies relies on them: such keys are refused, never merged.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
    clientErrorHandler: answerClientError,
    schemaController: { compilersFactory: { buildSerializer: replySerializers(serializersCompile) } },
  });
  // Probes run every few seconds; their lines would drown the useful ones.
  const quiet = { config: { otel: false }, logLevel: 'warn' } as const;

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  app.addHook('onSend', async (request, reply) => {
    // An answer to a bearer token or one that sets a cookie is someone's own: never stored.
    if (request.headers.authorization || reply.hasHeader('set-cookie'))
      reply.header('cache-control', 'no-store');
  });
  recordHttpMetrics(app, metrics);
  cleanUrlsOnly(app);
  strictJsonBodies(app);
  notFoundOrMethodNotAllowed(app);
  app.setErrorHandler(sendError);

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

/** The shared handler: log 5xx with detail and 4xx briefly, answer `{code, message}` only. */
function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const answer = httpErrorAnswer(error);
  if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ err: error }, 'request rejected');
  addRetryAfter(reply, answer);
  reply.header('x-content-type-options', 'nosniff');
  return reply.status(answer.status).send({ code: answer.code, message: answer.message });
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
