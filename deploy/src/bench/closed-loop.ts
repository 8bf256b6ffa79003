import { noSamples, type Samples } from './open-loop';

/**
 * Closed loop: `concurrency` senders, each sending again as soon as its answer is in, until
 * `count` sends are done. The rate achieved is the figure (throughput), each send timed alone.
 */
export async function closedLoop(
  concurrency: number,
  count: number,
  send: (index: number) => Promise<unknown>,
  into: Samples = noSamples(),
): Promise<Samples> {
  let next = 0;
  const start = performance.now();
  const sender = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const sent = performance.now();
      try {
        await send(index);
        into.latencies.push(performance.now() - sent);
      } catch (error) {
        into.latencies.push(Number.POSITIVE_INFINITY);
        into.errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, sender));
  into.elapsedMs += performance.now() - start;
  return into;
}

/** Answers per second over the runs recorded in the samples. */
export const perSecond = (samples: Samples): number =>
  (samples.latencies.length - samples.errors.length) / (samples.elapsedMs / 1000);
