import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createLogger } from '../logging/logger';
import { startPeriodicJob } from './periodic-job';

const logger = createLogger({ service: 'periodic-job-test', level: 'silent' });

describe('startPeriodicJob', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('when time passes, then the job runs once per interval, counted from the end of the last run', async () => {
    jest.useFakeTimers();
    let runs = 0;
    const job = startPeriodicJob({ name: 'count', intervalMs: 1_000, run: async () => runs++ }, logger);
    expect(runs).toBe(0);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(4);
    await job.stop();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(4);
  });

  it('when a run fails, then the next run still comes', async () => {
    jest.useFakeTimers();
    let runs = 0;
    const job = startPeriodicJob(
      {
        name: 'flaky',
        intervalMs: 100,
        run: async () => {
          runs++;
          if (runs === 1) throw new Error('database away');
        },
      },
      logger,
    );
    await jest.advanceTimersByTimeAsync(250);
    expect(runs).toBe(2);
    await job.stop();
  });

  it('when a run is under way, then stop waits for it and no run overlaps another', async () => {
    jest.useFakeTimers();
    let active = 0;
    let mostAtOnce = 0;
    let finished = 0;
    const job = startPeriodicJob(
      {
        name: 'slow',
        intervalMs: 10,
        run: async () => {
          active++;
          mostAtOnce = Math.max(mostAtOnce, active);
          await new Promise((resolve) => setTimeout(resolve, 50));
          active--;
          finished++;
        },
      },
      logger,
    );
    await jest.advanceTimersByTimeAsync(30);
    const stopping = job.stop();
    await jest.advanceTimersByTimeAsync(100);
    await stopping;
    expect(active).toBe(0);
    expect(finished).toBe(1);
    expect(mostAtOnce).toBe(1);
  });
});
