import { AppError, createChannel, createLogger } from '@moorline/kit';
import { buildBffApp } from './app';
import { idleBuoyStatusFeed } from './live/buoy-status-feed';
import { closeServiceChannels, serviceNames, type ServiceChannels } from './service-channels';

/**
 * The BFF with no service behind it and every reply serializer compiled at start, for reading
 * its schemas: the OpenAPI document is written from it, and a test shows each schema compiles.
 */
export async function startSchemaOnlyBff() {
  const unused = createChannel('127.0.0.1:1');
  const channels = Object.fromEntries(serviceNames.map((name) => [name, unused])) as ServiceChannels;
  const app = await buildBffApp({
    logger: createLogger({ service: 'bff', level: 'silent' }),
    channels,
    webOrigins: ['http://localhost:3000'],
    verifyAccessToken: () => Promise.reject(new AppError('unauthenticated')),
    secureCookies: true,
    buoyStatusFeed: idleBuoyStatusFeed(),
    serializersCompile: 'at-start',
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      closeServiceChannels(channels);
    },
  };
}
