import type { Logger } from '@moorline/kit';
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import { signWebhook } from '../provider/webhook-signature';

type Db = Kysely<PaymentTables>;

export interface EventDelivery {
  now: () => Date;
  webhookSecret: string;
  /** Hands a signed body to the webhook endpoint; rejects when the endpoint does not answer 200. */
  deliver: (rawBody: Buffer, signature: string) => Promise<void>;
  logger: Logger;
}

/** Waits between attempts, as Stripe retries a failed delivery with growing pauses. */
const retryDelaysMs = [250, 1_000, 4_000];

export const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/**
 * Records an event in Stripe's shape in the caller's transaction, so an event exists exactly when
 * the change it reports does. Delivery follows the commit (`deliverEvents`).
 */
export async function recordEvent(
  trx: Transaction<PaymentTables>,
  now: Date,
  type: string,
  object: Record<string, unknown>,
): Promise<string> {
  const eventId = sandboxId('evt');
  const body = {
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    data: { object },
  };
  await trx
    .insertInto('sandbox_events')
    .values({ event_id: eventId, event_type: type, body: JSON.stringify(body) })
    .execute();
  return eventId;
}

async function deliverOnce(db: Db, delivery: EventDelivery, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sandbox_events')
    .select(['body', 'delivered_at'])
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (!row || row.delivered_at) return true;
  await db
    .updateTable('sandbox_events')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('event_id', '=', eventId)
    .execute();
  const rawBody = Buffer.from(JSON.stringify(row.body));
  await delivery.deliver(rawBody, signWebhook(delivery.webhookSecret, rawBody, delivery.now()));
  await db
    .updateTable('sandbox_events')
    .set({ delivered_at: delivery.now() })
    .where('event_id', '=', eventId)
    .execute();
  return true;
}

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * Sends committed events to the webhook, in order, in the background: the page that caused them
 * answers the browser at once, as a provider's does. A delivery that keeps failing is left
 * undelivered and logged; the payment service's reconciliation re-reads the checkout anyway.
 */
export function deliverEvents(db: Db, delivery: EventDelivery, eventIds: string[]): void {
  void (async () => {
    for (const eventId of eventIds) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await deliverOnce(db, delivery, eventId);
          break;
        } catch (error) {
          const delayMs = retryDelaysMs[attempt];
          if (delayMs === undefined) {
            delivery.logger.warn(
              { err: error, eventId },
              'sandbox event not delivered; left to reconciliation',
            );
            return;
          }
          await pause(delayMs);
        }
      }
    }
  })();
}
