// The payment benchmarks of issue 13 item 9, each figure beside its baseline from the same run
// and its target; `make bench` runs them with the others (deploy/src/bench/run-all.ts), and this
// script runs them alone. Real PostgreSQL and Kafka; catalog, booking and payment (with the
// sandbox provider) started the way the tests start them. Figures, not tests: it exits non-zero
// only when it cannot measure.
import { CannotMeasure } from '@moorline/deploy/src/bench/figures';
import startTestServers from '@moorline/deploy/src/testing/global-setup';
import stopTestServers from '@moorline/deploy/src/testing/global-teardown';
import { printFigures, type Figure } from '@moorline/deploy/src/bench/report';
import { bayWithBuoys } from '../../booking/test/booking-fixtures';
import { heldBooking, payWithCard, paymentReaches, startCheckout, testCards } from '../test/payment-fixtures';
import { startMoneyPath, testWebhookSecret, type MoneyPath } from '../test/support';
import { benchCancelWithRefund } from './bench/cancel-with-refund.bench';
import { benchStartCheckout, CHECKOUTS } from './bench/start-checkout.bench';
import { benchWebhookThroughput } from './bench/webhook-throughput.bench';

/** A booking paid and captured: the payment every benchmark event is about. */
async function settledPayment(paths: MoneyPath, buoyId: string): Promise<string> {
  const { boater, bookingId } = await heldBooking(paths, buoyId);
  const started = await startCheckout(paths, boater, bookingId);
  await payWithCard(started.checkoutUrl, testCards.succeeds);
  return (await paymentReaches(paths, boater, bookingId, 'captured')).paymentId;
}

/** Webhook throughput, start checkout and cancel with refund; the test servers (PostgreSQL, Kafka) must be up. */
export async function benchPayments(): Promise<Figure[]> {
  const paths = await startMoneyPath();
  try {
    const { buoys } = await bayWithBuoys(paths, {
      slug: 'bench-payments-bay',
      lat: 43.5,
      lon: 16.4,
      buoys: Array.from({ length: CHECKOUTS + 1 }, () => ({ kind: 'digital' as const })),
    });
    const buoyIds = buoys.map((buoy) => buoy.id);
    const paymentId = await settledPayment(paths, buoyIds[CHECKOUTS] ?? '');
    const webhook = await benchWebhookThroughput({
      webhookUrl: `${paths.paymentHttp}/webhooks/payments`,
      webhookSecret: testWebhookSecret,
      paymentId,
    });
    return [
      ...webhook,
      ...(await benchStartCheckout(paths, buoyIds.slice(0, CHECKOUTS))),
      ...(await benchCancelWithRefund(paths)),
    ];
  } finally {
    await paths.stop();
  }
}

async function main(): Promise<void> {
  await startTestServers();
  try {
    printFigures('Payment benchmarks', await benchPayments());
  } catch (error) {
    console.error(error instanceof CannotMeasure ? `cannot measure: ${error.message}` : error);
    process.exitCode = 1;
  } finally {
    await stopTestServers();
  }
}

if (require.main === module) void main();
