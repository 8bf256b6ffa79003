import { describe, expect, it } from '@jest/globals';
import { createLogger } from '../logging/logger';
import { createHttpApp } from './http-app';
import type { WhenSerializersCompile } from './reply-serializers';

const logger = createLogger({ service: 'test', level: 'silent', pretty: false });

/** An app with a route whose reply schema names one that does not exist, and a sound one. */
function appWithBrokenSchema(serializersCompile?: WhenSerializersCompile) {
  const app = createHttpApp({ logger, readiness: {}, serializersCompile });
  app.get('/broken', { schema: { response: { 200: { $ref: 'nowhere#' } } } }, async () => ({ a: 1 }));
  app.get(
    '/sound',
    { schema: { response: { 200: { type: 'object', properties: { shown: { type: 'string' } } } } } },
    async () => ({ shown: 'yes', unlisted: 'dropped by the serializer' }),
  );
  return app;
}

describe('reply serializers', () => {
  it('when serializers compile on first reply, then the app starts and a sound route is serialized by its schema', async () => {
    const app = appWithBrokenSchema();
    await app.ready();
    const sound = await app.inject({ method: 'GET', url: '/sound' });
    expect(sound.statusCode).toBe(200);
    expect(sound.json()).toEqual({ shown: 'yes' });
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toContain('nowhere');
    await app.close();
  });

  it('when serializers compile at start, then a schema that cannot compile stops the start', async () => {
    const app = appWithBrokenSchema('at-start');
    await expect(app.ready()).rejects.toThrow(/nowhere/);
  });
});
