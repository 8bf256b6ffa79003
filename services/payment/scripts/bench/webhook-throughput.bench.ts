import { closedLoop, perSecond } from '@moorline/deploy/src/bench/closed-loop';
import { assertSetupSound, percentiles } from '@moorline/deploy/src/bench/figures';
import { noSamples } from '@moorline/deploy/src/bench/open-loop';
import { ratioFigure, type Figure } from '@moorline/deploy/src/bench/report';
import Fastify from 'fastify';
import { signWebhook } from '../../src/provider/webhook-signature';

export const EVENTS_PER_SEGMENT = 1_000;
const SEGMENTS = 2;
const CONCURRENCY = 16;

export interface WebhookTarget {
  /** Payment's webhook route. */
  webhookUrl: string;
  webhookSecret: string;
  /** A payment that is settled already: each event about it is read, recorded and changes nothing. */
  paymentId: string;
}

/** A Stripe-shaped event about the payment, with an id of its own. */
function eventBody(target: WebhookTarget, id: string): Buffer {
  return Buffer.from(
    JSON.stringify({
      id,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: { id: 'pi_bench', object: 'payment_intent', metadata: { payment_id: target.paymentId } },
      },
    }),
  );
}

async function post(url: string, body: Buffer, signature: string): Promise<void> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}`);
}

/** The baseline: a Fastify route that reads the same body and answers, nothing else. */
async function bareRoute(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.post('/webhooks/payments', async (request) => {
    const body = request.body as { id?: unknown };
    return { received: typeof body.id === 'string' };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/webhooks/payments`, close: () => app.close() };
}

/**
 * Issue 13 item 9: webhook handling (signature, de-duplication by event id in the effect's
 * transaction, the state re-read from the provider) against a bare route answering the same body,
 * closed loop, alternating segments; and a replay storm of one event id.
 */
export async function benchWebhookThroughput(target: WebhookTarget): Promise<Figure[]> {
  const bare = await bareRoute();
  try {
    const send = (url: string) => (index: number, prefix: string) => {
      const body = eventBody(target, `evt_bench_${prefix}_${index}`);
      return post(url, body, signWebhook(target.webhookSecret, body, new Date()));
    };
    const toWebhook = send(target.webhookUrl);
    const toBare = send(bare.url);
    assertSetupSound('webhook', await closedLoop(4, 50, (index) => toWebhook(index, 'warm')));
    assertSetupSound('bare route', await closedLoop(4, 50, (index) => toBare(index, 'warm')));
    const handled = noSamples();
    const baseline = noSamples();
    for (let segment = 0; segment < SEGMENTS; segment += 1) {
      await closedLoop(CONCURRENCY, EVENTS_PER_SEGMENT, (index) => toBare(index, `b${segment}`), baseline);
      await closedLoop(CONCURRENCY, EVENTS_PER_SEGMENT, (index) => toWebhook(index, `w${segment}`), handled);
    }
    const replayed = noSamples();
    const replayBody = eventBody(target, 'evt_bench_replayed');
    await closedLoop(
      CONCURRENCY,
      EVENTS_PER_SEGMENT,
      () => post(target.webhookUrl, replayBody, signWebhook(target.webhookSecret, replayBody, new Date())),
      replayed,
    );
    const bareRate = { value: perSecond(baseline), unit: 'events/s', what: 'bare Fastify route, same body' };
    const shape = `closed loop, ${CONCURRENCY} senders, ${SEGMENTS}×${EVENTS_PER_SEGMENT} events each, alternating`;
    return [
      ratioFigure({
        id: 'PAY',
        what: 'webhook throughput, new events, vs a bare route reading the same body',
        measured: { value: perSecond(handled), unit: 'events/s' },
        baseline: bareRate,
        bound: { atLeast: 0.1 },
        notes: [shape, `bare route  ${percentiles(baseline)}`, `webhook     ${percentiles(handled)}`],
      }),
      ratioFigure({
        id: 'PAY',
        what: `webhook throughput, one event replayed ${EVENTS_PER_SEGMENT} times, vs the bare route`,
        measured: { value: perSecond(replayed), unit: 'events/s' },
        baseline: bareRate,
        bound: { atLeast: 0.3 },
        notes: [`replayed    ${percentiles(replayed)}`],
      }),
    ];
  } finally {
    await bare.close();
  }
}
