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
import { assertWithinContactLimit, validContactMessage, type ContactInput } from './contact-rules';

export interface ContactRequest extends ContactInput {
  clientIp: string;
  idempotencyKey?: string;
}

export interface ContactDeps {
  now: () => Date;
  config: Pick<NotificationConfig, 'CONTACT_LIMIT_PER_HOUR'>;
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
  return inTransaction(db, async (trx) => {
    const key = request.idempotencyKey || undefined;
    const existing = key ? await findByIdempotencyKey(trx, key) : undefined;
    if (existing) return existing;
    return acceptWithinLimit(trx, deps, { ...request, ...message });
  });
}

/**
 * Stores a checked message unless its sender is over the limit. Concurrent messages of one
 * sender are serialised by a lock on the sender, so two at once cannot both slip under it.
 */
export async function acceptWithinLimit(
  trx: Transaction<NotificationTables>,
  deps: ContactDeps,
  request: ContactRequest,
): Promise<string> {
  await lockSender(trx, request.clientIp, request.email);
  return storeWithinLimit(trx, deps, request);
}

/** The count and the write alone, with no lock: two at once may both pass (the tests' negative twin). */
export async function storeWithinLimit(
  trx: Transaction<NotificationTables>,
  deps: ContactDeps,
  request: ContactRequest,
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
    client_ip: clientIp,
    created_at: receivedAt,
    ...message,
  });
  const event = eventsV1.ContactMessageReceived.fromPartial({ messageId: id, receivedAt, ...message });
  await outbox.add(trx, { type: eventsV1.ContactMessageReceived.$type, aggregateId: id, payload: event });
  return id;
}
