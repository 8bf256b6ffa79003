import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { notificationV1 } from '@moorline/contracts';
import { createChannel, createDatabase, createGrpcClient } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { simpleParser } from 'mailparser';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNotificationService } from '../src/notification.service';
import type { NotificationTables } from '../src/notification.tables';

describe('contact messages', () => {
  const mailDir = mkdtempSync(join(tmpdir(), 'moorline-mail-'));
  let service: ServiceUnderTest;
  let client: ReturnType<typeof createGrpcClient<typeof notificationV1.NotificationServiceDefinition>>;
  const channel = () => createChannel(service.grpcAddress);

  beforeAll(async () => {
    service = await startServiceUnderTest(createNotificationService, {
      // Web Push subscriptions are the caller's: the service verifies forwarded tokens.
      ...testAccessTokens().verifierEnv,
      MAIL_DIR: mailDir,
      MAIL_FROM: 'Moorline <no-reply@moorline.test>',
      SUPPORT_EMAIL: 'support@moorline.test',
      CONTACT_LIMIT_PER_HOUR: 3,
    });
    client = createGrpcClient(notificationV1.NotificationServiceDefinition, channel());
  });

  afterAll(async () => {
    await db?.destroy();
    await service.stop();
  });

  let db: Kysely<NotificationTables> | undefined;
  /** The ids of the events stored for a message, once the consumer has processed each of them. */
  async function everyEventHandled(messageId: string): Promise<string[]> {
    db ??= createDatabase<NotificationTables>({ url: service.databaseUrl, maxConnections: 2 });
    const database = db;
    let events: string[] = [];
    await waitFor(async () => {
      const stored = await database
        .selectFrom('outbox')
        .select('event_id')
        .where('aggregate_id', '=', messageId)
        .execute();
      events = stored.map((row) => row.event_id);
      if (events.length === 0) return false;
      const handled = await database
        .selectFrom('processed_events')
        .select('event_id')
        .where('event_id', 'in', events)
        .execute();
      return new Set(handled.map((row) => row.event_id)).size === events.length;
    });
    return events;
  }

  const mails = () => readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
  const request = (overrides: Partial<notificationV1.SendContactMessageRequest> = {}) =>
    notificationV1.SendContactMessageRequest.fromPartial({
      name: 'Marta Kovač',
      email: 'marta@example.com',
      subject: 'Buoy in Telašćica',
      message: 'Is a buoy free on Saturday for a 14 m catamaran?',
      language: 'hr',
      clientIp: '203.0.113.7',
      ...overrides,
    });

  it('when a visitor sends a message, then the support inbox receives it as an email with a reply-to', async () => {
    const { messageId } = await client.sendContactMessage(request());
    await waitFor(() => mails().length === 1);
    const [file] = mails();
    const mail = await simpleParser(readFileSync(join(mailDir, file ?? '')));
    expect(mail.to).toMatchObject({ text: 'support@moorline.test' });
    expect(mail.replyTo).toMatchObject({ value: [{ address: 'marta@example.com', name: 'Marta Kovač' }] });
    expect(mail.subject).toBe('[Contact] Buoy in Telašćica');
    expect(mail.text).toContain('Is a buoy free on Saturday for a 14 m catamaran?');
    expect(mail.text).toContain('Language: hr');
    expect(mail.messageId).toBe(`<contact-${messageId}@moorline>`);
  });

  it('when the same request is retried with its idempotency key, then one message is stored and one email sent', async () => {
    const before = mails().length;
    const first = await client.sendContactMessage(
      request({ clientIp: '203.0.113.8', idempotencyKey: 'form-42' }),
    );
    const retry = await client.sendContactMessage(
      request({ clientIp: '203.0.113.8', idempotencyKey: 'form-42' }),
    );
    expect(retry.messageId).toBe(first.messageId);
    // Positive marker: once the consumer has handled every event stored for the message, no
    // further email can come for it.
    const events = await everyEventHandled(first.messageId);
    expect(events).toHaveLength(1);
    expect(mails()).toHaveLength(before + 1);
  });

  it('when a sender exceeds the hourly limit, then the next message is refused with limit_exceeded', async () => {
    const fromOneAddress = (index: number) =>
      client.sendContactMessage(request({ clientIp: '198.51.100.1', email: `sender${index}@example.com` }));
    for (const index of [1, 2, 3]) await fromOneAddress(index);
    await expect(fromOneAddress(4)).rejects.toMatchObject({
      code: 'limit_exceeded',
      message: 'Limit exceeded',
    });
    const fromOneEmail = (index: number) =>
      client.sendContactMessage(request({ clientIp: `198.51.100.${10 + index}`, email: 'same@example.com' }));
    for (const index of [1, 2, 3]) await fromOneEmail(index);
    await expect(fromOneEmail(4)).rejects.toMatchObject({ code: 'limit_exceeded' });
  });

  it('when a field is missing or the email is malformed, then nothing is stored and the error says why', async () => {
    await expect(client.sendContactMessage(request({ subject: ' ' }))).rejects.toMatchObject({
      code: 'invalid_request',
    });
    await expect(client.sendContactMessage(request({ email: 'not-an-email' }))).rejects.toMatchObject({
      code: 'invalid_email',
    });
  });
});
