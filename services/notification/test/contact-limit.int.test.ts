import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  migratedTestDatabase,
  type MigratedTestDatabase,
} from '@moorline/deploy/src/testing/migrated-database';
import { twoAtOnce, type Outcome } from '@moorline/deploy/src/testing/two-at-once';
import { AppError } from '@moorline/kit';
import type { Kysely, Transaction } from 'kysely';
import {
  acceptWithinLimit,
  storeWithinLimit,
  type ContactDeps,
  type ContactRequest,
} from '../src/contact/send-contact-message';
import { notificationMigrations } from '../src/db/migrations';
import type { NotificationTables } from '../src/notification.tables';

// Spec §8 "Limit exceeded": the hourly contact limit holds when one sender's messages arrive at
// the same moment, on any replica (the counts are in notification's database).

const onePerHour: ContactDeps = { now: () => new Date(), config: { CONTACT_LIMIT_PER_HOUR: 1 } };
let database: MigratedTestDatabase<NotificationTables>;
let db: Kysely<NotificationTables>;

beforeAll(async () => {
  database = await migratedTestDatabase<NotificationTables>(notificationMigrations);
  db = database.db;
});

afterAll(() => database.drop());

let senders = 0;
function fromNewSender(): ContactRequest {
  senders += 1;
  return {
    name: 'Marta Kovač',
    email: `marta${senders}@example.com`,
    subject: 'Buoy in Telašćica',
    message: 'Is a buoy free on Saturday for a 14 m catamaran?',
    language: 'hr',
    clientIp: `203.0.113.${senders}`,
  };
}

const refusedOverLimit = (outcome: Outcome<string>) =>
  !outcome.ok && outcome.error instanceof AppError && outcome.error.code === 'limit_exceeded';

/** The same sender's two messages at once; the second may come from another address. */
function twoMessagesAtOnce(
  send: (trx: Transaction<NotificationTables>, deps: ContactDeps, request: ContactRequest) => Promise<string>,
  secondFrom?: Partial<ContactRequest>,
) {
  const sender = fromNewSender();
  let sent = 0;
  return twoAtOnce(db, (trx) => {
    sent += 1;
    return send(trx, onePerHour, sent === 1 ? sender : { ...sender, ...secondFrom });
  });
}

describe('contact limit under concurrency', () => {
  it('when one sender sends two messages at once with room for one, then one is stored and the other refused', async () => {
    const outcomes = await twoMessagesAtOnce(acceptWithinLimit);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter(refusedOverLimit)).toHaveLength(1);
  });

  it('when the same email writes from two addresses at once, then the email’s limit still holds', async () => {
    const outcomes = await twoMessagesAtOnce(acceptWithinLimit, { clientIp: '198.51.100.200' });
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter(refusedOverLimit)).toHaveLength(1);
  });

  it('when the sender is not locked (negative twin), then both messages slip under a limit of one', async () => {
    const outcomes = await twoMessagesAtOnce(storeWithinLimit);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(2);
  });
});
