import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { relayedEvent } from '@moorline/deploy/src/testing/relayed-event';
import { testKafkaBrokers, uniqueName, waitFor } from '@moorline/deploy/src/testing/test-infra';
import { eventsV1, type DomainEvent } from '@moorline/contracts';
import { createKafka, createKafkaPublisher, createLogger, forwardAccessToken } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { baySetupClient, type BaySetupClient } from './bay-setup-support';
import { startCatalog, type RunningCatalog } from './support';

// Issue 27 item 6: a superuser's lock and unlock of an account, announced by auth on
// auth.admin.v1 (auth's own test checks it announces them), reach the audit log admins read; an
// event delivered twice is one entry.

describe('account locks in the audit log', () => {
  let catalog: RunningCatalog;
  let setup: BaySetupClient;
  let publisher: Awaited<ReturnType<typeof createKafkaPublisher>>;

  beforeAll(async () => {
    catalog = await startCatalog();
    setup = baySetupClient(catalog);
    const kafka = createKafka({
      clientId: uniqueName('account-lock-audit-test'),
      brokers: testKafkaBrokers(),
      logger: createLogger({ service: 'account-lock-audit-test', level: 'silent' }),
    });
    publisher = await createKafkaPublisher(kafka);
  });

  afterAll(async () => {
    await publisher.close();
    await catalog.stop();
  });

  const lockChanged = (change: {
    userId: string;
    locked: boolean;
    actorUserId: string;
    at: Date;
  }): DomainEvent => ({
    type: eventsV1.AccountLockChanged.$type,
    aggregateId: change.userId,
    payload: { ...change, email: 'skipper@example.com', changedAt: change.at },
  });

  it('when an account is locked (announced twice) and unlocked, then an admin reads exactly those two entries', async () => {
    const userId = randomUUID();
    const actorUserId = randomUUID();
    const lockedAt = new Date('2026-11-28T08:00:00.000Z');
    const locked = lockChanged({ userId, locked: true, actorUserId, at: lockedAt });
    const lockEventId = randomUUID();
    await publisher.publish([relayedEvent(catalog.kafkaNamespace, locked, lockEventId)]);
    await publisher.publish([relayedEvent(catalog.kafkaNamespace, locked, lockEventId)]);
    const unlockedAt = new Date('2026-11-28T09:00:00.000Z');
    await publisher.publish([
      relayedEvent(
        catalog.kafkaNamespace,
        lockChanged({ userId, locked: false, actorUserId, at: unlockedAt }),
      ),
    ]);

    const admin = forwardAccessToken(await catalog.tokens.bearer({ roles: ['superuser'] }));
    const entriesAbout = async () =>
      (await setup.listAuditLog({ bayId: '', pageSize: 0, pageToken: '' }, admin)).entries.filter(
        (entry) => entry.subjectId === userId,
      );
    // One key, one partition: the three apply in order, so once the unlock is in, the duplicate
    // lock has been seen too.
    await waitFor(async () => (await entriesAbout()).some((entry) => entry.action === 'user.unlock'));
    const email = 'skipper@example.com';
    expect((await entriesAbout()).map(({ entryId: _entryId, ...entry }) => entry)).toEqual([
      {
        bayId: '',
        actorUserId,
        actorRole: 'superuser',
        action: 'user.unlock',
        subjectKind: 'user',
        subjectId: userId,
        beforeJson: JSON.stringify({ email: email, locked: true }),
        afterJson: JSON.stringify({ email: email, locked: false }),
        at: unlockedAt,
      },
      {
        bayId: '',
        actorUserId,
        actorRole: 'superuser',
        action: 'user.lock',
        subjectKind: 'user',
        subjectId: userId,
        beforeJson: JSON.stringify({ email: email, locked: false }),
        afterJson: JSON.stringify({ email: email, locked: true }),
        at: lockedAt,
      },
    ]);
  });
});
