import { runKafkaOutage } from '../../test/faults/kafka-outage-scenario';
import { ratioFigure, type Figure } from './report';

const OUTAGE_MS = 60_000;

/**
 * F1 (issue 16 item 5): the broker stops for a minute while boaters hold buoys; once it is back,
 * how long until booking's outbox has published every waiting event and catalog has applied it,
 * against the outage itself.
 */
export async function benchKafkaOutage(): Promise<Figure[]> {
  const outage = await runKafkaOutage({ outageMs: OUTAGE_MS, holdSeconds: 40, before: 6, during: 12 });
  try {
    return [
      ratioFigure({
        id: 'F1',
        what: 'backlog drain after a Kafka outage: broker back → every event published and applied',
        measured: { value: outage.drainMs / 1000, unit: 's' },
        baseline: { value: outage.outageMs / 1000, unit: 's', what: 'the outage' },
        bound: { atMost: 2 },
        notes: [
          `${outage.heldDuringOutage} holds made during the outage, ${outage.waitingWhenBack} events waiting in the outbox when the broker came back`,
        ],
      }),
    ];
  } finally {
    await outage.stop();
  }
}
