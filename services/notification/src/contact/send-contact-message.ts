import { eventsV1 } from '@moorline/contracts';
import { inTransaction, outbox } from '@moorline/kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { NotificationConfig } from '../config';
import type { NotificationTables } from '../notification.tables';
import {
  countRecent,
  findByIdempotencyKey,
  insertContactMessage,
  lockSender,
} from './contact-message.repository';
import {
  assertWithinContactLimit,
  contactDigest,
  replayedMessageId,
  validContactMessage,
  type ContactInput,
} from './contact-rules';

export interface ContactRequest extends ContactInput {
  clientIp: string;
  idempotencyKey?: string;
}

/** Serialises one sender's messages until the transaction ends (lockSender in production). */
export type SenderGuard = (
  trx: Transaction<NotificationTables>,
  clientIp: string,
  email: string,
) => Promise<void>;

export interface ContactDeps {
  now: () => Date;
  config: Pick<NotificationConfig, 'CONTACT_LIMIT_PER_HOUR'>;
  /** lockSender unless a test shows the race without it. */
  guardSender?: SenderGuard;
}

/**
 * A visitor's message for the support inbox: checked, limited per sender, stored and announced
 * as ContactMessageReceived in one transaction. The email itself follows from the event, so a
 * mail server that is down delays the message but never loses it.
 */
export async function sendContactMessage(
  db: Kysely<NotificationTables>,
  deps: ContactDeps,
  request: ContactRequest,
): Promise<string> {
  const message = validContactMessage(request);
  return inTransaction(db, (trx) => acceptContactMessage(trx, deps, { ...request, ...message }));
}

/**
 * A checked message: a retry under the sender's idempotency key answers the stored message; a new
 * one is stored unless the sender is over the limit. The guard on the sender makes both checks
 * hold when two of a sender's messages arrive at once (same key: one stored, both answered with
 * it; over the limit: one refused).
 */
export async function acceptContactMessage(
  trx: Transaction<NotificationTables>,
  deps: ContactDeps,
  request: ContactRequest,
): Promise<string> {
  const guardSender = deps.guardSender ?? lockSender;
  await guardSender(trx, request.clientIp, request.email);
  const digest = contactDigest(request);
  const key = request.idempotencyKey || undefined;
  const stored = key ? await findByIdempotencyKey(trx, request.email, key) : undefined;
  if (stored) return replayedMessageId(stored, digest);
  return storeWithinLimit(trx, deps, request, digest);
}

async function storeWithinLimit(
  trx: Transaction<NotificationTables>,
  deps: ContactDeps,
  request: ContactRequest,
  digest: string,
): Promise<string> {
  const { clientIp, idempotencyKey, name, email, subject, message: text, language } = request;
  const message = { name, email, subject, message: text, language };
  assertWithinContactLimit(
    await countRecent(trx, clientIp, message.email),
    deps.config.CONTACT_LIMIT_PER_HOUR,
  );
  const id = randomUUID();
  const receivedAt = deps.now();
  await insertContactMessage(trx, {
    id,
    idempotency_key: idempotencyKey || null,
    request_digest: digest,
    client_ip: clientIp,
    created_at: receivedAt,
    ...message,
  });
  const event = eventsV1.ContactMessageReceived.fromPartial({ messageId: id, receivedAt, ...message });
  await outbox.add(trx, { type: eventsV1.ContactMessageReceived.$type, aggregateId: id, payload: event });
  return id;
}
