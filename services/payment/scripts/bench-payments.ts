// `make bench`: the payment benchmarks of issue 13 item 9, each figure beside its baseline from
// the same run and its target. Real PostgreSQL and Kafka; catalog, booking and payment (with the
// sandbox provider) started the way the tests start them. Figures, not tests: it exits non-zero
// only when it cannot measure.
import { CannotMeasure } from '@moorline/deploy/src/bench/figures';
import startTestServers from '@moorline/deploy/src/testing/global-setup';
import stopTestServers from '@moorline/deploy/src/testing/global-teardown';
import { availableParallelism, loadavg } from 'node:os';
import { bayWithBuoys } from '../../booking/test/booking-fixtures';
import { heldBooking, payWithCard, paymentReaches, startCheckout, testCards } from '../test/payment-fixtures';
import { startMoneyPath, testWebhookSecret, type MoneyPath } from '../test/support';
import { benchStartCheckout, CHECKOUTS } from './bench/start-checkout.bench';
import { benchWebhookThroughput } from './bench/webhook-throughput.bench';

/** A booking paid and captured: the payment every benchmark event is about. */
async function settledPayment(paths: MoneyPath, buoyId: string): Promise<string> {
  const { boater, bookingId } = await heldBooking(paths, buoyId);
  const started = await startCheckout(paths, boater, bookingId);
  await payWithCard(started.checkoutUrl, testCards.succeeds);
  return (await paymentReaches(paths, boater, bookingId, 'captured')).paymentId;
}

async function main(): Promise<void> {
  const load = () => loadavg()[0]?.toFixed(1) ?? '?';
  console.log(
    `\nPayment benchmarks, ${new Date().toISOString().slice(0, 16)}Z, ${availableParallelism()} cores, load ${load()}`,
  );
  await startTestServers();
  let paths: MoneyPath | undefined;
  try {
    paths = await startMoneyPath();
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
    console.log(webhook.join('\n'));
    console.log((await benchStartCheckout(paths, buoyIds.slice(0, CHECKOUTS))).join('\n'));
    console.log(`load at the end ${load()}`);
  } catch (error) {
    console.error(error instanceof CannotMeasure ? `cannot measure: ${error.message}` : error);
    process.exitCode = 1;
  } finally {
    await paths?.stop();
    await stopTestServers();
  }
}

void main();
