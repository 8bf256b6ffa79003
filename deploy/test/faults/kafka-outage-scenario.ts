import { sql } from 'kysely';
import {
  bayWithBuoys,
  boaterWithBoat,
  hold,
  nightStay,
  type Boater,
} from '../../../services/booking/test/booking-fixtures';
import { startBookingServices, type BookingServices } from '../../../services/booking/test/support';
import { startOwnKafka, type OwnKafka } from '../../src/testing/own-kafka';
import { waitFor } from '../../src/testing/test-infra';

// Issue 16 item 5's scenario, shared by its test (nothing lost, nothing stuck) and `make bench`
// (how long the backlog takes to drain, against the outage): the broker stops while boaters hold
// buoys, booking keeps answering with its events waiting in the outbox, and the broker comes back.

export interface KafkaOutageSettings {
  outageMs: number;
  /** Holds made before the outage lapse during it, so their BookingExpired waits in the outbox too. */
  holdSeconds: number;
  before: number;
  during: number;
}

export interface KafkaOutage {
  services: BookingServices;
  /** Every hold made, before and during the outage. */
  bookingIds: string[];
  /** Holds made while the broker was down (each answered). */
  heldDuringOutage: number;
  /** Outbox rows not yet published when the broker came back. */
  waitingWhenBack: number;
  outageMs: number;
  /** From the broker's return until every event was published and applied by catalog. */
  drainMs: number;
  /** The state catalog last applied for each hold. */
  appliedStates(): Promise<{ booking_id: string; state: string }[]>;
  stop(): Promise<void>;
}

export async function runKafkaOutage(settings: KafkaOutageSettings): Promise<KafkaOutage> {
  const kafka: OwnKafka = await startOwnKafka();
  const services = await startBookingServices({
    kafkaBrokers: kafka.brokers,
    holdSeconds: settings.holdSeconds,
    sweepIntervalMs: 1_000,
  });
  const stop = async () => {
    await services.stop();
    await kafka.remove();
  };
  try {
    const count = settings.before + settings.during;
    const bay = await bayWithBuoys(services, {
      slug: 'outage-bay',
      lat: 44.6,
      lon: 14.9,
      buoys: Array.from({ length: count }, () => ({ kind: 'digital' as const })),
    });
    const buoyIds = bay.buoys.map((buoy) => buoy.id);
    const boaters: Boater[] = await Promise.all(buoyIds.map(() => boaterWithBoat(services)));
    const holdAt = async (index: number) => {
      const boater = boaters[index];
      const buoyId = buoyIds[index];
      if (!boater || !buoyId) throw new Error(`no boater or buoy ${index}`);
      return (await hold(services, boater, nightStay(buoyId, boater.boatId))).bookingId;
    };
    const appliedStates = (ids: string[]) =>
      services.catalogDb
        .selectFrom('booking_occupancies')
        .select(['booking_id', 'state'])
        .where('booking_id', 'in', ids)
        .execute();
    const unpublished = async () => {
      const { rows } = await sql<{ count: string }>`
        SELECT count(*) AS count FROM outbox WHERE published_at IS NULL`.execute(services.bookingDb);
      return Number(rows[0]?.count ?? 0);
    };

    const beforeIds = await Promise.all(Array.from({ length: settings.before }, (_, index) => holdAt(index)));
    await waitFor(async () => (await appliedStates(beforeIds)).length === beforeIds.length, 30_000);

    await kafka.stop();
    const outageStarted = Date.now();
    const duringIds: string[] = [];
    for (let index = settings.before; index < count; index += 1) {
      duringIds.push(await holdAt(index));
      await new Promise((resolve) => setTimeout(resolve, settings.outageMs / settings.during / 2));
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, settings.outageMs - (Date.now() - outageStarted))),
    );
    const waitingWhenBack = await unpublished();
    await kafka.start();
    const outageMs = Date.now() - outageStarted;
    const backUp = Date.now();
    const bookingIds = [...beforeIds, ...duringIds];
    // A liveness bound, not a target: the bench reports the drain against the outage.
    await waitFor(
      async () =>
        (await unpublished()) === 0 && (await appliedStates(bookingIds)).length === bookingIds.length,
      10 * outageMs,
    );
    return {
      services,
      bookingIds,
      heldDuringOutage: duringIds.length,
      waitingWhenBack,
      outageMs,
      drainMs: Date.now() - backUp,
      appliedStates: () => appliedStates(bookingIds),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
