import { describe, expect, it } from '@jest/globals';
import { twoAtOnce, type Outcome } from '@moorline/deploy/src/testing/two-at-once';
import { AppError } from '@moorline/kit';
import {
  acceptContactMessage,
  type ContactDeps,
  type ContactRequest,
} from '../src/contact/send-contact-message';
import { contactTestDatabase, fromNewSender, noGuard } from './contact-senders';

// Spec §8 "Limit exceeded": the hourly contact limit holds when one sender's messages arrive at
// the same moment, on any replica (the counts are in notification's database).

const onePerHour: ContactDeps = { now: () => new Date(), config: { CONTACT_LIMIT_PER_HOUR: 1 } };
const db = contactTestDatabase();

const refusedOverLimit = (outcome: Outcome<string>) =>
  !outcome.ok && outcome.error instanceof AppError && outcome.error.code === 'limit_exceeded';

/** The same sender's two messages at once; the second may come from another address. */
function twoMessagesAtOnce(deps: ContactDeps, secondFrom?: Partial<ContactRequest>) {
  const sender = fromNewSender();
  let sent = 0;
  return twoAtOnce(db(), (trx) => {
    sent += 1;
    return acceptContactMessage(trx, deps, sent === 1 ? sender : { ...sender, ...secondFrom });
  });
}

describe('contact limit under concurrency', () => {
  it('when one sender sends two messages at once with room for one, then one is stored and the other refused', async () => {
    const outcomes = await twoMessagesAtOnce(onePerHour);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter(refusedOverLimit)).toHaveLength(1);
  });

  it('when the same email writes from two addresses at once, then the email’s limit still holds', async () => {
    const outcomes = await twoMessagesAtOnce(onePerHour, { clientIp: '198.51.100.200' });
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter(refusedOverLimit)).toHaveLength(1);
  });

  it('when the sender is not locked (negative twin), then both messages slip under a limit of one', async () => {
    const outcomes = await twoMessagesAtOnce({ ...onePerHour, guardSender: noGuard });
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(2);
  });
});
