import { afterAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '../../src/testing/test-infra';
import { runKafkaOutage, type KafkaOutage } from './kafka-outage-scenario';

// Issue 16 item 5: the Kafka broker stops while boaters hold buoys. Booking keeps answering (its
// events wait in the outbox), and once the broker is back every event reaches catalog and no hold
// is left held on the map. How fast the backlog drains is `make bench`'s figure (F1).

const HOLD_SECONDS = 20;

describe('a Kafka outage during booking traffic', () => {
  let outage: KafkaOutage | undefined;

  afterAll(async () => {
    await outage?.stop();
  }, 120_000);

  it('when the broker is down, then holds still go through and, back up, every event arrives and no hold is stuck', async () => {
    outage = await runKafkaOutage({ outageMs: 25_000, holdSeconds: HOLD_SECONDS, before: 6, during: 12 });
    expect(outage.heldDuringOutage).toBe(12);
    // The holds made during the outage, and the lapses of those made before, waited in the outbox.
    expect(outage.waitingWhenBack).toBeGreaterThanOrEqual(12);

    // Every hold lapses (nobody pays): booking's sweeper expires them all and catalog frees every
    // buoy; an event lost on the way would leave its buoy held on the map.
    const { appliedStates, bookingIds, services } = outage;
    await waitFor(
      async () => {
        const states = await appliedStates();
        return states.length === bookingIds.length && states.every((row) => row.state === 'expired');
      },
      (HOLD_SECONDS + 60) * 1000,
    );
    const stillHeld = await services.bookingDb
      .selectFrom('bookings')
      .select('id')
      .where('id', 'in', bookingIds)
      .where('status', '=', 'held')
      .execute();
    expect(stillHeld).toEqual([]);
  }, 420_000);
});
