import type { Logger } from '../logging/logger';

/**
 * On SIGINT or SIGTERM, runs `close` once and exits 0; a close that overruns `graceMs`, or a
 * second signal, exits 1 so an orchestrator is never left waiting.
 */
export function closeOnSignal(close: () => Promise<void>, logger: Logger, graceMs: number): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, 'second signal; exiting now');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ graceMs }, 'shutdown took too long; exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
