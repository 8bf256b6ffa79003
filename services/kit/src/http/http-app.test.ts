import { describe, expect, it } from '@jest/globals';
import { AppError } from '../errors/app-error';
import { createLogger } from '../logging/logger';
import { createHttpApp } from './http-app';

const logger = createLogger({ service: 'test', level: 'silent', pretty: false });

describe('createHttpApp', () => {
  it('when every dependency answers, then /readyz is 200 and lists the checks', async () => {
    const app = createHttpApp({ logger, readiness: { database: async () => undefined } });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('when a dependency fails or hangs, then /readyz is 503 and names it', async () => {
    const app = createHttpApp({
      logger,
      readinessTimeoutMs: 50,
      readiness: {
        database: async () => undefined,
        kafka: () => new Promise(() => undefined),
        mail: async () => {
          throw new Error('down');
        },
      },
    });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', kafka: 'failing', mail: 'failing' },
    });
  });

  it('when /healthz and /metrics are asked, then they answer with liveness and Prometheus text', async () => {
    const app = createHttpApp({ logger, readiness: {} });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.headers['content-type']).toMatch(/text\/plain/);
    expect(metrics.body).toMatch(/process_cpu_user_seconds_total/);
  });

  it('when a route throws an AppError, then its code and status are sent; other errors hide their detail', async () => {
    const app = createHttpApp({ logger, readiness: {} });
    app.get('/locked', async () => {
      throw new AppError('account_locked');
    });
    app.get('/broken', async () => {
      throw new Error('password=hunter2 at db.internal:5432');
    });
    const locked = await app.inject({ method: 'GET', url: '/locked' });
    expect(locked.statusCode).toBe(423);
    expect(locked.json()).toEqual({
      code: 'account_locked',
      message: 'Account locked after several failed attempts, try later',
    });
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ code: 'internal', message: 'Internal Server Error' });
  });
});
