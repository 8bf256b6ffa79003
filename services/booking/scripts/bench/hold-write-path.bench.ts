import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { BookingTables } from '../../src/booking.tables';
import { insertHeldBooking } from '../../src/bookings/booking.repository';
import type { BoaterWithToken } from './bench-fleet';
import { assertSetupSound, percentiles, quantile } from '@moorline/deploy/src/bench/figures';
import { ratioFigure, type Figure } from '@moorline/deploy/src/bench/report';
import { heldRow } from './held-row';
import { tomorrowNight, type HoldPath } from './hold-senders';
import { noSamples, openLoop, type Samples } from '@moorline/deploy/src/bench/open-loop';
import { platformProcessName } from '@moorline/deploy/src/bench/bench-platform';
import { cpuBetween, cpuOfProcessTree, type CpuByName } from '@moorline/deploy/src/bench/process-cpu';
import { availableParallelism } from 'node:os';

export const RATE_PER_SECOND = 200;
export const SEGMENT_SECONDS = 6;
export const SEGMENTS = 2;
/** Sent gently first: it proves the setup and warms both paths (JIT, pools, catalog's caches). */
const WARM_UP = { perSecond: 50, count: 100 };
/** Holds the path needs: a boater and a buoy each, none shared. */
export const WRITE_PATH_HOLDS = WARM_UP.count + RATE_PER_SECOND * SEGMENT_SECONDS * SEGMENTS;

type Boat = Parameters<typeof heldRow>[0];

export interface WritePathInput {
  path: HoldPath;
  /** Booking's own pool size, on booking's database: the straight INSERT's connections. */
  directDb: Kysely<BookingTables>;
  boaters: BoaterWithToken[];
  buoyIds: string[];
  /** Boats of their own for the straight INSERTs, so no row conflicts with a hold. */
  directBoats: Boat[];
  /** Resolves once the events of the holds so far are published and applied. */
  settled: () => Promise<void>;
}

/** The next unused item: no boater, boat or buoy serves twice, so nothing conflicts. */
function cursorOver<Item>(items: Item[]): () => Item {
  let next = 0;
  return () => {
    const item = items[next];
    next += 1;
    if (item === undefined) throw new Error('the benchmark prepared too few boaters, boats or buoys');
    return item;
  };
}

function senders(input: WritePathInput) {
  const night = tomorrowNight();
  const nextBoater = cursorOver(input.boaters);
  const nextBuoy = cursorOver(input.buoyIds);
  const nextBoat = cursorOver(input.directBoats);
  return {
    async hold() {
      if ((await input.path.hold(nextBoater(), nextBuoy())) !== 'held')
        throw new Error('a hold on a free buoy was refused');
    },
    insert: () => insertHeldBooking(input.directDb, heldRow(nextBoat(), randomUUID(), night), 180),
  };
}

/**
 * CPU per hold by process, the hold segments and their settling (relays, consumers) included,
 * and the cores all of it amounts to at the rate sent.
 */
function cpuPerHold(cpu: CpuByName, holds: Samples): string {
  const count = holds.latencies.length;
  const total = [...cpu.values()].reduce((sum, ms) => sum + ms, 0);
  if (total === 0) return 'CPU per hold: not measured (no /proc)';
  const parts = [...cpu]
    .filter(([, ms]) => ms / count >= 0.05)
    .sort(([, a], [, b]) => b - a)
    .map(([name, ms]) => `${name} ${(ms / count).toFixed(2)}`);
  const cores = ((total / count) * RATE_PER_SECOND) / 1000;
  return (
    `CPU per hold (ms): ${parts.join(', ')}; total ${(total / count).toFixed(2)} ms,` +
    ` ${cores.toFixed(2)} cores at ${RATE_PER_SECOND}/s of ${availableParallelism()}`
  );
}

/**
 * P3: the hold write path against the same INSERT sent straight to PostgreSQL, both open loop at
 * 200/s. The two alternate in segments so a neighbour's load on the shared machine falls on both.
 */
export async function benchHoldWritePath(input: WritePathInput): Promise<Figure[]> {
  const send = senders(input);
  assertSetupSound('straight INSERT', await openLoop(WARM_UP.perSecond, WARM_UP.count, send.insert));
  assertSetupSound(input.path.name, await openLoop(WARM_UP.perSecond, WARM_UP.count, send.hold));
  await input.settled();
  const perSegment = RATE_PER_SECOND * SEGMENT_SECONDS;
  const inserts: Samples = noSamples();
  const holds: Samples = noSamples();
  // Where the cores went while holding, by process: which one limits the rate, if any.
  const holdCpu: CpuByName = new Map();
  for (let segment = 0; segment < SEGMENTS; segment += 1) {
    await openLoop(RATE_PER_SECOND, perSegment, send.insert, inserts);
    const before = cpuOfProcessTree(platformProcessName);
    await openLoop(RATE_PER_SECOND, perSegment, send.hold, holds);
    await input.settled();
    for (const [name, ms] of cpuBetween(before, cpuOfProcessTree(platformProcessName)))
      holdCpu.set(name, (holdCpu.get(name) ?? 0) + ms);
  }
  const answeredPerSecond = (samples: Samples) =>
    ((samples.latencies.length - samples.errors.length) / (samples.elapsedMs / 1000)).toFixed(0);
  const at = (samples: Samples, q: number) => quantile(samples.latencies, q);
  const notes = [
    `open loop ${RATE_PER_SECOND}/s, ${SEGMENTS}×${SEGMENT_SECONDS} s each, alternating`,
    `straight INSERT      ${percentiles(inserts)}`,
    `${input.path.name.padEnd(20)} ${percentiles(holds)}`,
    `answered per second: INSERT ${answeredPerSecond(inserts)}, holds ${answeredPerSecond(holds)} (${RATE_PER_SECOND} sent)`,
    cpuPerHold(holdCpu, holds),
  ];
  const figure = (q: number, atMost: number, withNotes: boolean): Figure =>
    ratioFigure({
      id: 'P3',
      what: `hold write path p${q * 100} (${input.path.name}) vs the same INSERT straight to PostgreSQL`,
      measured: { value: at(holds, q), unit: 'ms' },
      baseline: { value: at(inserts, q), unit: 'ms', what: 'straight INSERT' },
      bound: { atMost },
      ...(withNotes ? { notes } : {}),
    });
  return [figure(0.5, 6, true), figure(0.99, 10, false)];
}
