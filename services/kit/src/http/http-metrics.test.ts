import { describe, expect, it } from '@jest/globals';
import { Registry } from 'prom-client';
import { AppError } from '../errors/app-error';
import { createLogger } from '../logging/logger';
import { createHttpApp } from './http-app';

const logger = createLogger({ service: 'test', level: 'silent', pretty: false });

async function appWithRoutes() {
  const metrics = new Registry();
  const app = createHttpApp({ logger, readiness: {}, metrics });
  app.get('/bays/:slug', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('bug');
  });
  app.get('/gone', async () => {
    throw new AppError('not_found');
  });
  app.get('/stream', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.end('data: one\n\n');
  });
  await app.ready();
  return { app, metrics };
}

const sample = async (metrics: Registry, name: string, labels: Record<string, string>) => {
  const family = (await metrics.getMetricsAsJSON()).find((one) => one.name === name);
  const found = family?.values.find((value) =>
    Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted),
  );
  return found?.value;
};

describe('HTTP RED metrics', () => {
  it('when routes answer, then requests are counted by route pattern and status, and 5xx among them are the errors', async () => {
    const { app, metrics } = await appWithRoutes();
    await app.inject({ method: 'GET', url: '/bays/uvala' });
    await app.inject({ method: 'GET', url: '/bays/sipan' });
    await app.inject({ method: 'GET', url: '/broken' });
    await app.inject({ method: 'GET', url: '/gone' });
    const count = (route: string, status: string) =>
      sample(metrics, 'http_server_requests_total', { method: 'GET', route, status_code: status });
    expect(await count('/bays/:slug', '200')).toBe(2);
    expect(await count('/broken', '500')).toBe(1);
    expect(await count('/gone', '404')).toBe(1);
    expect(
      await sample(metrics, 'http_server_request_duration_seconds', {
        method: 'GET',
        route: '/bays/:slug',
        le: '+Inf',
      }),
    ).toBe(2);
  });

  it('when paths match no route, then they share one label instead of one series per path', async () => {
    const { app, metrics } = await appWithRoutes();
    await app.inject({ method: 'GET', url: '/wp-admin/one' });
    await app.inject({ method: 'GET', url: '/wp-admin/two' });
    const text = await metrics.metrics();
    expect(text).toContain('http_server_requests_total{method="GET",route="unmatched",status_code="404"} 2');
    expect(text).not.toContain('wp-admin');
  });

  it('when a route streams server-sent events, then it is counted but kept out of the latency histogram', async () => {
    const { app, metrics } = await appWithRoutes();
    expect((await app.inject({ method: 'GET', url: '/stream' })).statusCode).toBe(200);
    expect(
      await sample(metrics, 'http_server_requests_total', { route: '/stream', status_code: '200' }),
    ).toBe(1);
    expect(
      await sample(metrics, 'http_server_request_duration_seconds', { route: '/stream', le: '+Inf' }),
    ).toBeUndefined();
  });

  it('when the /metrics page is read, then it carries the RED families', async () => {
    const { app } = await appWithRoutes();
    await app.inject({ method: 'GET', url: '/bays/uvala' });
    const page = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(page).toMatch(/^# TYPE http_server_requests_total counter$/m);
    expect(page).toMatch(/^# TYPE http_server_request_duration_seconds histogram$/m);
  });
});
