import { ConfigError } from '../config/load-config';
import type { ServiceConfig } from '../config/common-env';
import type { KitTables } from '../db/kit.tables';
import { closeOnSignal } from './graceful-shutdown';
import { runService, type ServiceDefinition } from './run-service';

/**
 * The body of a service's main.ts: read config, start, and close with grace on a signal.
 * A bad environment prints the offending keys and exits 1, without a stack trace.
 */
export function startServiceProcess<Config extends ServiceConfig, Tables extends KitTables>(
  name: string,
  readConfig: () => Config,
  define: (config: Config) => ServiceDefinition<Tables>,
  stopTelemetry: () => Promise<void>,
): void {
  let config: Config;
  try {
    config = readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${name}: ${error.message}`);
    process.exit(1);
  }
  const definition = define(config);
  runService(definition, config).then(
    (running) =>
      closeOnSignal(
        async () => {
          await running.stop();
          await stopTelemetry();
        },
        running.logger,
        config.SHUTDOWN_GRACE_MS,
      ),
    (error: unknown) => {
      console.error(`${definition.name} failed to start:`, error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
