import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { latencyBuckets, sharedMetric } from '../metrics/shared-metric';
import type { KitFastify } from './kit-fastify';

/** Label of requests no route matched, so a scan of random paths cannot grow the series. */
export const unmatchedRoute = 'unmatched';

/**
 * RED metrics per route: requests by status code (errors are the 5xx among them) and a latency
 * histogram. The route is the pattern (`/v1/bays/:slug`), never the path, to bound the series.
 */
export function recordHttpMetrics(app: KitFastify, registry: Registry): void {
  const requests = sharedMetric(
    registry,
    'http_server_requests_total',
    Counter,
    () =>
      new Counter({
        name: 'http_server_requests_total',
        help: 'HTTP requests answered, by method, route pattern and status code',
        labelNames: ['method', 'route', 'status_code'],
        registers: [registry],
      }),
  );
  const duration = sharedMetric(
    registry,
    'http_server_request_duration_seconds',
    Histogram,
    () =>
      new Histogram({
        name: 'http_server_request_duration_seconds',
        help: 'Time from receiving an HTTP request to the end of its answer, by method and route pattern',
        labelNames: ['method', 'route'],
        buckets: latencyBuckets,
        registers: [registry],
      }),
  );
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.is404 ? unmatchedRoute : (request.routeOptions.url ?? unmatchedRoute);
    const labels = { method: request.method, route };
    requests.inc({ ...labels, status_code: String(reply.statusCode) });
    // A stream of server-sent events lasts as long as the session; it is no request latency.
    const type = reply.getHeader('content-type') ?? reply.raw.getHeader('content-type');
    if (!String(type ?? '').startsWith('text/event-stream'))
      duration.observe(labels, reply.elapsedTime / 1000);
  });
}
