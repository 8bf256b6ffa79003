// P10: the map API's p99 while 50 bad sign-ins are in flight at all times, against its p99 alone,
// through the BFF and the services as processes of their own (deploy/src/bench/bench-platform.ts)
// with the demo bays. `make bench` runs it (deploy/src/bench/run-all.ts);
// `node --import tsx deploy/src/bench/run-all.ts P10` runs it alone.
import { assertSetupSound, percentiles, quantile } from '@moorline/deploy/src/bench/figures';
import { keepAliveGet } from '@moorline/deploy/src/bench/http-client';
import { noSamples, openLoop, type Samples } from '@moorline/deploy/src/bench/open-loop';
import { ratioFigure, type Figure } from '@moorline/deploy/src/bench/report';
import { randomUUID } from 'node:crypto';

const ABUSERS = 50;
const MAP_PER_SECOND = 20;
const PER_SEGMENT = 200;
const SEGMENTS = 2;
/** The Adriatic: every demo bay. */
const BBOX = '12.5,42,19.5,46.5';

/** One bad sign-in: a wrong password for an address that may or may not have an account. */
async function badSignIn(bffUrl: string, outcomes: Map<number, number>): Promise<void> {
  const answer = await fetch(`${bffUrl}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `abuser-${randomUUID()}@example.com`, password: 'not-the-password' }),
  });
  await answer.arrayBuffer();
  outcomes.set(answer.status, (outcomes.get(answer.status) ?? 0) + 1);
}

/** `ABUSERS` senders of bad sign-ins, each sending again once answered, until stopped. */
function signInAbuse(bffUrl: string) {
  const outcomes = new Map<number, number>();
  let running = true;
  const sender = async () => {
    while (running)
      await badSignIn(bffUrl, outcomes).catch(() => outcomes.set(0, (outcomes.get(0) ?? 0) + 1));
  };
  const senders = Array.from({ length: ABUSERS }, sender);
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(senders);
    },
  };
}

const outcomeText = (outcomes: Map<number, number>) =>
  [...outcomes]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status === 0 ? 'no answer' : status}`)
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
    const outcomes = new Map<number, number>();
    for (let index = 0; index < SEGMENTS; index += 1) {
      await openLoop(MAP_PER_SECOND, PER_SEGMENT, map.get, alone);
      const abuse = signInAbuse(bffUrl);
      await openLoop(MAP_PER_SECOND, PER_SEGMENT, map.get, abused);
      await abuse.stop();
      for (const [status, count] of abuse.outcomes) outcomes.set(status, (outcomes.get(status) ?? 0) + count);
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
