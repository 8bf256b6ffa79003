import { setTimeout as sleep } from 'node:timers/promises';
import type { ManagedProcess } from './managed-process';

/** Polls a URL until it answers 200; fails early when the process behind it has exited. */
export async function waitUntilHealthy(
  url: string,
  process: ManagedProcess,
  timeoutMs: number,
): Promise<void> {
  let exited = false;
  void process.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${process.name} exited during start-up; see ${process.logFile}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(
        `${process.name} was not healthy at ${url} within ${timeoutMs} ms; see ${process.logFile}`,
      );
    await sleep(250);
  }
}
