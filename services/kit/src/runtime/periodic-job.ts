import type { Logger } from '../logging/logger';

/** Work a service repeats on a timer, e.g. announcing what the passing of time changed. */
export interface PeriodicJobSpec {
  name: string;
  intervalMs: number;
  run(): Promise<unknown>;
}

export interface PeriodicJob {
  /** Waits for a run under way, then runs no more. */
  stop(): Promise<void>;
}

/**
 * Runs the job every `intervalMs`, counted from the end of the previous run, so runs never
 * overlap in one process. A failed run is logged and the next one comes as usual: a job's
 * work must be safe to do again.
 */
export function startPeriodicJob(spec: PeriodicJobSpec, logger: Logger): PeriodicJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (!stopped) timer = setTimeout(tick, spec.intervalMs);
  };
  function tick() {
    running = spec
      .run()
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error, job: spec.name }, 'periodic job failed'),
      )
      .finally(schedule);
  }

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
