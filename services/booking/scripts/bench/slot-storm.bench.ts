import type { BoaterWithToken } from './bench-fleet';
import { percentiles, quantile } from '@moorline/deploy/src/bench/figures';
import { ratioFigure, type Figure } from '@moorline/deploy/src/bench/report';
import type { HoldPath } from './hold-senders';
import { burst, noSamples } from '@moorline/deploy/src/bench/open-loop';

export const STORM_SIZE = 100;
export const STORM_ROUNDS = 3;
/** Boaters the storm needs: a fresh one per hold of each round, both kinds. */
export const STORM_BOATERS = 2 * STORM_SIZE * STORM_ROUNDS;
/** Buoys: one per distinct-slot hold, and one per same-slot round. */
export const STORM_BUOYS = STORM_SIZE * STORM_ROUNDS + STORM_ROUNDS;

/**
 * P4, second half: bursts of STORM_SIZE holds at once through the path, on one buoy and period
 * (all but one refused, with alternatives) against the same burst on distinct buoys.
 */
export async function benchSlotStorm(
  path: HoldPath,
  prepared: { boaters: BoaterWithToken[]; buoyIds: string[]; settled: () => Promise<void> },
): Promise<Figure[]> {
  const { boaters, buoyIds } = prepared;
  const at = <Item>(items: Item[], index: number): Item => {
    const item = items[index];
    if (item === undefined) throw new Error('the benchmark prepared too few boaters or buoys');
    return item;
  };
  const distinct = noSamples();
  const same = noSamples();
  const heldPerStorm: number[] = [];
  for (let round = 0; round < STORM_ROUNDS; round += 1) {
    const base = round * 2 * STORM_SIZE;
    await burst(
      STORM_SIZE,
      async (i) => {
        const outcome = await path.hold(at(boaters, base + i), at(buoyIds, round * STORM_SIZE + i));
        if (outcome !== 'held') throw new Error('a hold on a free buoy was refused');
      },
      distinct,
    );
    await prepared.settled();
    const oneBuoy = at(buoyIds, STORM_ROUNDS * STORM_SIZE + round);
    const storm = await burst(
      STORM_SIZE,
      (i) => path.hold(at(boaters, base + STORM_SIZE + i), oneBuoy),
      same,
    );
    heldPerStorm.push(storm.filter((outcome) => outcome === 'held').length);
    await prepared.settled();
  }
  const p99 = (samples: typeof same) => quantile(samples.latencies, 0.99);
  return [
    ratioFigure({
      id: 'P4',
      what: `same-slot storm p99: ${STORM_ROUNDS} bursts of ${STORM_SIZE} holds on one buoy and night vs on distinct buoys`,
      measured: { value: p99(same), unit: 'ms' },
      baseline: { value: p99(distinct), unit: 'ms', what: 'distinct buoys' },
      bound: { atMost: 3 },
      notes: [
        `distinct slots       ${percentiles(distinct)}`,
        `one buoy and night   ${percentiles(same)}`,
        `held per storm ${heldPerStorm.join(', ')} (one each, the rest refused), through ${path.name}`,
      ],
    }),
  ];
}
