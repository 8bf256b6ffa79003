// P10: the map API's p99 while 50 bad sign-ins are in flight at all times, against its p99 alone,
// through the BFF and the services as processes of their own (deploy/src/bench/bench-platform.ts)
// with the demo bays; the attackers run in a process of their own. `make bench` runs it
// (deploy/src/bench/run-all.ts); `node --import tsx deploy/src/bench/run-all.ts P10` runs it alone.
import { assertSetupSound, percentiles, quantile } from '@moorline/deploy/src/bench/figures';
import { keepAliveGet } from '@moorline/deploy/src/bench/http-client';
import { noSamples, openLoop, type Samples } from '@moorline/deploy/src/bench/open-loop';
import { ratioFigure, type Figure } from '@moorline/deploy/src/bench/report';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const ABUSERS = 50;
const MAP_PER_SECOND = 20;
const PER_SEGMENT = 200;
const SEGMENTS = 2;
/** The Adriatic: every demo bay. */
const BBOX = '12.5,42,19.5,46.5';

/** Starts the attackers in a process of their own (sign-in-abuse.child.ts). */
async function signInAbuse(bffUrl: string) {
  const child = fork(join(__dirname, 'sign-in-abuse.child.ts'), [bffUrl, String(ABUSERS)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await once(child, 'message');
  return {
    /** Stops the attackers; resolves with how many sign-ins were answered with each status. */
    async stop(): Promise<Record<string, number>> {
      child.send('stop');
      const [outcomes] = (await once(child, 'message')) as [Record<string, number>];
      if (child.exitCode === null) await once(child, 'exit');
      return outcomes;
    },
  };
}

const outcomeText = (outcomes: Map<string, number>) =>
  [...outcomes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');

/**
 * P10: map API requests (open loop, the demo bays' viewport) alone and while the sign-in abuse
 * runs, alternating segments; the ratio of the two p99s.
 */
export async function benchMapUnderSignInAbuse(bffUrl: string): Promise<Figure[]> {
  const map = keepAliveGet(`${bffUrl}/api/v1/map/buoys?bbox=${BBOX}`, 64);
  try {
    assertSetupSound('map API', await openLoop(MAP_PER_SECOND, 40, map.get));
    const alone: Samples = noSamples();
    const abused: Samples = noSamples();
    const outcomes = new Map<string, number>();
    for (let index = 0; index < SEGMENTS; index += 1) {
      await openLoop(MAP_PER_SECOND, PER_SEGMENT, map.get, alone);
      const abuse = await signInAbuse(bffUrl);
      await openLoop(MAP_PER_SECOND, PER_SEGMENT, map.get, abused);
      for (const [status, count] of Object.entries(await abuse.stop()))
        outcomes.set(status, (outcomes.get(status) ?? 0) + count);
    }
    const buoys = (JSON.parse((await map.get()).toString('utf8')) as { buoys: { count: number } }).buoys
      .count;
    return [
      ratioFigure({
        id: 'P10',
        what: `map API p99 while ${ABUSERS} bad sign-ins are in flight vs alone`,
        measured: { value: quantile(abused.latencies, 0.99), unit: 'ms' },
        baseline: { value: quantile(alone.latencies, 0.99), unit: 'ms', what: 'map API alone' },
        bound: { atMost: 2 },
        notes: [
          `${buoys} buoys (the demo bays), open loop ${MAP_PER_SECOND}/s, ${SEGMENTS}×${PER_SEGMENT} requests each, alternating`,
          `alone         ${percentiles(alone)}`,
          `under abuse   ${percentiles(abused)}`,
          `sign-ins answered: ${outcomeText(outcomes)} (the per-address limit answers 429 after its first attempts)`,
        ],
      }),
    ];
  } finally {
    map.close();
  }
}
