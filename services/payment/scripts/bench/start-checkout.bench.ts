import { percentiles, quantile } from '@moorline/deploy/src/bench/figures';
import { noSamples, type Samples } from '@moorline/deploy/src/bench/open-loop';
import { ratioFigure, type Figure } from '@moorline/deploy/src/bench/report';
import { randomUUID } from 'node:crypto';
import { boaterWithBoat, nightStay } from '../../../booking/test/booking-fixtures';
import type { MoneyPath } from '../../test/support';

export const CHECKOUTS = 150;

export async function timed<Result>(into: Samples, call: () => Promise<Result>): Promise<Result> {
  const start = performance.now();
  try {
    const result = await call();
    into.latencies.push(performance.now() - start);
    return result;
  } catch (error) {
    into.latencies.push(Number.POSITIVE_INFINITY);
    into.errors.push(error);
    throw error;
  }
}

/**
 * Issue 13 item 9: start-checkout's latency beside the hold it follows, one boater after another
 * over gRPC: a hold, then its checkout (the booking read back from booking, the seller from
 * catalog, the pending record, the provider's checkout, the result recorded).
 */
export async function benchStartCheckout(paths: MoneyPath, buoyIds: string[]): Promise<Figure[]> {
  const holds = noSamples();
  const checkouts = noSamples();
  for (let index = 0; index < CHECKOUTS; index += 1) {
    const buoyId = buoyIds[index];
    if (!buoyId) throw new Error('the benchmark prepared too few buoys');
    const boater = await boaterWithBoat(paths);
    const { booking } = await timed(holds, () =>
      paths.client.createHold(
        { idempotencyKey: randomUUID(), stay: nightStay(buoyId, boater.boatId) },
        boater.as,
      ),
    );
    await timed(checkouts, () =>
      paths.paymentClient.startCheckout(
        { bookingId: booking?.bookingId ?? '', idempotencyKey: randomUUID(), termsAccepted: true },
        boater.as,
      ),
    );
  }
  const figure = (q: number, atMost: number): Figure =>
    ratioFigure({
      id: 'PAY',
      what: `start checkout p${q * 100} vs the hold it follows (${CHECKOUTS} boaters one after another over gRPC)`,
      measured: { value: quantile(checkouts.latencies, q), unit: 'ms' },
      baseline: { value: quantile(holds.latencies, q), unit: 'ms', what: 'hold' },
      bound: { atMost },
      ...(q === 0.5
        ? { notes: [`hold            ${percentiles(holds)}`, `start checkout  ${percentiles(checkouts)}`] }
        : {}),
    });
  return [figure(0.5, 2), figure(0.99, 3)];
}
