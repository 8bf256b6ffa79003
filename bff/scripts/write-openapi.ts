// Writes bff/openapi.json from the route schemas; `make check` fails when the committed file is stale.
import { AppError, createChannel, createLogger } from '@moorline/kit';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { idleBuoyStatusFeed } from '../src/live/buoy-status-feed';
import { buildBffApp } from '../src/app';
import { closeServiceChannels, serviceNames, type ServiceChannels } from '../src/service-channels';

async function writeOpenApi(): Promise<void> {
  // Only the schemas are read: no service is called and no token is checked.
  const unused = createChannel('127.0.0.1:1');
  const channels = Object.fromEntries(serviceNames.map((name) => [name, unused])) as ServiceChannels;
  const app = await buildBffApp({
    logger: createLogger({ service: 'bff', level: 'silent' }),
    channels,
    webOrigins: ['http://localhost:3000'],
    verifyAccessToken: () => Promise.reject(new AppError('unauthenticated')),
    secureCookies: true,
    buoyStatusFeed: idleBuoyStatusFeed(),
  });
  await app.ready();
  const target = process.argv[2] ?? join(__dirname, '..', 'openapi.json');
  writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  closeServiceChannels(channels);
}

void writeOpenApi();
