import { setTimeout as sleep } from 'node:timers/promises';

export interface Samples {
  /** Milliseconds to each answer; a failed send counts as never answered (Infinity). */
  latencies: number[];
  errors: unknown[];
  /** Wall time of the runs, first send to last answer: with the answers, the rate achieved. */
  elapsedMs: number;
}

export const noSamples = (): Samples => ({ latencies: [], errors: [], elapsedMs: 0 });

function record(into: Samples, since: number) {
  return {
    answered: () => void into.latencies.push(performance.now() - since),
    failed: (error: unknown) => {
      into.latencies.push(Number.POSITIVE_INFINITY);
      into.errors.push(error);
    },
  };
}

/**
 * Open loop: `count` sends on a fixed timetable of `perSecond`, each started at its scheduled
 * time (or at once when the loop is behind) whatever the earlier ones are doing, and timed from
 * that scheduled time, so a slow answer shows in the figures instead of slowing the sender.
 */
export async function openLoop(
  perSecond: number,
  count: number,
  send: () => Promise<unknown>,
  into: Samples = noSamples(),
): Promise<Samples> {
  const intervalMs = 1000 / perSecond;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < count; index += 1) {
    const scheduled = start + index * intervalMs;
    const wait = scheduled - performance.now();
    if (wait > 0.5) await sleep(wait);
    const { answered, failed } = record(into, scheduled);
    inFlight.push(send().then(answered, failed));
  }
  await Promise.all(inFlight);
  into.elapsedMs += performance.now() - start;
  return into;
}

/** A burst: `count` sends at once, each timed from the burst's start; refusals are answers too. */
export async function burst<Outcome>(
  count: number,
  send: (index: number) => Promise<Outcome>,
  into: Samples,
): Promise<Outcome[]> {
  const { answered, failed } = record(into, performance.now());
  const outcomes = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      send(index).then(
        (outcome) => {
          answered();
          return outcome;
        },
        (error: unknown) => {
          failed(error);
          return undefined;
        },
      ),
    ),
  );
  return outcomes.filter((outcome): outcome is Awaited<Outcome> => outcome !== undefined);
}
