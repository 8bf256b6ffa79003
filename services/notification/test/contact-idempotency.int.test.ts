import { describe, expect, it } from '@jest/globals';
import { twoAtOnce } from '@moorline/deploy/src/testing/two-at-once';
import { AppError, inTransaction } from '@moorline/kit';
import { lockSender } from '../src/contact/contact-message.repository';
import {
  acceptContactMessage,
  type ContactDeps,
  type ContactRequest,
  type SenderGuard,
} from '../src/contact/send-contact-message';
import { contactTestDatabase, fromNewSender, noGuard } from './contact-senders';

// Issue 11 item 4: an Idempotency-Key is the sender's own (scoped to the email), a retry gets
// the stored message, another message under the same key is refused, and two retries at once
// store one message instead of failing on the unique key.

const roomy: ContactDeps = { now: () => new Date(), config: { CONTACT_LIMIT_PER_HOUR: 100 } };
const db = contactTestDatabase();

const accept = (request: ContactRequest) =>
  inTransaction(db(), (trx) => acceptContactMessage(trx, roomy, request));

const storedUnderKey = async (key: string) =>
  (await db().selectFrom('contact_messages').select('id').where('idempotency_key', '=', key).execute())
    .length;

function sameRetryTwiceAtOnce(guardSender: SenderGuard, key: string) {
  const request = { ...fromNewSender(), idempotencyKey: key };
  return twoAtOnce(db(), (trx) => acceptContactMessage(trx, { ...roomy, guardSender }, request));
}

describe('contact idempotency keys', () => {
  it('when a message is retried with its key, then the stored message answers', async () => {
    const request = { ...fromNewSender(), idempotencyKey: 'form-1' };
    const first = await accept(request);
    expect(await accept(request)).toBe(first);
    expect(await storedUnderKey('form-1')).toBe(1);
  });

  it('when the same key comes with another message, then it is refused as reused', async () => {
    const request = { ...fromNewSender(), idempotencyKey: 'form-2' };
    await accept(request);
    await expect(accept({ ...request, message: 'Another question' })).rejects.toMatchObject({
      code: 'idempotency_key_reused',
    });
  });

  it('when another sender uses the same key, then it is their own message', async () => {
    const first = await accept({ ...fromNewSender(), idempotencyKey: 'form-3' });
    const other = await accept({ ...fromNewSender(), idempotencyKey: 'form-3' });
    expect(other).not.toBe(first);
    expect(await storedUnderKey('form-3')).toBe(2);
  });

  it('when one retry arrives twice at once, then one message is stored and both get its id', async () => {
    const [first, second] = await sameRetryTwiceAtOnce(lockSender, 'form-4');
    expect(first.ok && second.ok && first.value === second.value).toBe(true);
    expect(await storedUnderKey('form-4')).toBe(1);
  });

  it('when the sender is not locked (negative twin), then the second retry fails on the unique key', async () => {
    const [first, second] = await sameRetryTwiceAtOnce(noGuard, 'form-5');
    expect(first.ok).toBe(true);
    expect(second.ok).toBe(false);
    expect(!second.ok && second.error instanceof AppError).toBe(false);
    expect(await storedUnderKey('form-5')).toBe(1);
  });
});
