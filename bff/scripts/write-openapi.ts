// Writes bff/openapi.json from the route schemas; `make check` fails when the committed file is stale.
import { createLogger } from '@moorline/kit';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBffApp } from '../src/app';
import { closeServiceChannels, createServiceChannels } from '../src/service-channels';
import { readConfig } from '../src/config';

async function writeOpenApi(): Promise<void> {
  const config = readConfig();
  const channels = createServiceChannels(config);
  const logger = createLogger({ service: 'bff', level: 'silent' });
  const app = await buildBffApp({ logger, channels, webOrigins: config.WEB_ORIGINS });
  await app.ready();
  const target = process.argv[2] ?? join(__dirname, '..', 'openapi.json');
  writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  closeServiceChannels(channels);
}

void writeOpenApi();
