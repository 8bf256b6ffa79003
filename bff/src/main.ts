import { stopTelemetry } from './instrument';
import { ConfigError } from '@moorline/kit';
import { readConfig } from './config';
import { startBff } from './server';

try {
  startBff(readConfig(), stopTelemetry).catch((error: unknown) => {
    console.error('bff failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`bff: ${error.message}`);
  process.exit(1);
}
