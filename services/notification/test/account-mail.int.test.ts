import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { testKafkaBrokers, uniqueName, waitFor } from '@moorline/deploy/src/testing/test-infra';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { eventHeaders, eventTypes, topics, type EventPayload, type EventType } from '@moorline/contracts';
import {
  createDatabase,
  createKafka,
  createKafkaPublisher,
  createLogger,
  type EventPublisher,
} from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendVerificationEmail } from '../src/account-mail/send-account-mail';
import type { NotificationConfig } from '../src/config';
import { fileMailer } from '../src/mail/mail-transports';
import type { MailMessage } from '../src/mail/mailer';
import { createNotificationService } from '../src/notification.service';
import type { NotificationTables } from '../src/notification.tables';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

const verificationRequested = 'moorline.events.v1.EmailVerificationRequested' satisfies EventType;
const resetRequested = 'moorline.events.v1.PasswordResetRequested' satisfies EventType;

describe('account emails from auth events', () => {
  let inbox: SmtpInbox;
  let service: ServiceUnderTest;
  let namespace = '';
  let publisher: EventPublisher;
  let db: Kysely<NotificationTables>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    service = await startServiceUnderTest((config: NotificationConfig) => createNotificationService(config), {
      // Web Push subscriptions are the caller's: the service verifies forwarded tokens.
      ...testAccessTokens().verifierEnv,
      SMTP_URL: inbox.url,
      MAIL_DIR: mkdtempSync(join(tmpdir(), 'moorline-mail-')),
      MAIL_FROM: 'Moorline <no-reply@moorline.test>',
      SUPPORT_EMAIL: 'support@moorline.test',
      WEB_BASE_URL: 'https://moorline.test',
      CONTACT_LIMIT_PER_HOUR: 5,
    });
    // The service gets a namespace of its own; auth's events must be published under it.
    namespace = service.kafkaNamespace;
    const logger = createLogger({ service: 'auth-stand-in', level: 'silent', pretty: false });
    publisher = await createKafkaPublisher(
      createKafka({ clientId: uniqueName('auth'), brokers: testKafkaBrokers(), logger }),
    );
    db = createDatabase<NotificationTables>({ url: service.databaseUrl, maxConnections: 2 });
  });

  afterAll(async () => {
    await publisher.close();
    await db.destroy();
    await service.stop();
    await inbox.close();
  });

  /** Publishes an event as auth's outbox relay would: keyed by user, with the envelope headers. */
  async function publish<T extends EventType>(
    type: T,
    userId: string,
    payload: EventPayload<T>,
    eventId = randomUUID(),
  ) {
    await publisher.publish([
      {
        topic: `${namespace}${topics.auth}`,
        key: userId,
        value: Buffer.from(eventTypes[type].encode(payload).finish()),
        headers: {
          [eventHeaders.eventId]: eventId,
          [eventHeaders.eventType]: type,
          [eventHeaders.occurredAt]: new Date().toISOString(),
        },
      },
    ]);
    return eventId;
  }

  const mailsTo = (address: string): ParsedMail[] =>
    inbox.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);
  const arrived = (address: string, count = 1) => waitFor(() => mailsTo(address).length >= count, 30_000);
  const inOneHour = () => new Date(Date.now() + 60 * 60 * 1000);

  type VerificationRequest = EventPayload<typeof verificationRequested>;
  function verification(email: string, overrides: Partial<VerificationRequest> = {}): VerificationRequest {
    return {
      userId: randomUUID(),
      email,
      firstName: 'Marta',
      language: 'hr',
      verificationKey: `key/${randomUUID()}+1`,
      expiresAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000),
      ...overrides,
    };
  }

  it('when auth asks to verify a Croatian address, then a Croatian email with the verification link arrives', async () => {
    const request = verification('marta@example.hr');
    const eventId = await publish(verificationRequested, request.userId, request);
    await arrived('marta@example.hr');
    const [mail] = mailsTo('marta@example.hr');
    const link = `https://moorline.test/hr/auth/verify-email?key=${encodeURIComponent(request.verificationKey)}`;
    expect(mail?.subject).toBe('Potvrdite svoju adresu e-pošte za Moorline');
    expect(mail?.from?.value[0]?.address).toBe('no-reply@moorline.test');
    expect(mail?.text).toContain('Dobar dan, Marta!');
    expect(mail?.text).toContain(`\n${link}\n`);
    expect(mail?.html).toContain(`<a href="${link}">`);
    expect(mail?.messageId).toBe(`<verify-email-${eventId}@moorline>`);
  });

  it('when auth asks for an Italian password reset, then an Italian email with the reset link arrives', async () => {
    const userId = randomUUID();
    await publish(resetRequested, userId, {
      userId,
      email: 'luca@example.it',
      firstName: 'Luca',
      language: 'it',
      uid: 'MTIzNDU',
      token: 'd4f-9a1c2e',
      expiresAt: inOneHour(),
    });
    await arrived('luca@example.it');
    const [mail] = mailsTo('luca@example.it');
    expect(mail?.subject).toBe('Reimposta la password di Moorline');
    expect(mail?.text).toContain('Ciao Luca,');
    expect(mail?.text).toContain('\nhttps://moorline.test/it/auth/reset-password/MTIzNDU/d4f-9a1c2e\n');
  });

  it('when the event names a language Moorline does not write, then the email and its link are in English', async () => {
    const request = verification('hans@example.de', { firstName: 'Hans', language: 'de' });
    await publish(verificationRequested, request.userId, request);
    await arrived('hans@example.de');
    const [mail] = mailsTo('hans@example.de');
    expect(mail?.subject).toBe('Confirm your email address for Moorline');
    expect(mail?.text).toContain('https://moorline.test/en/auth/verify-email?key=');
  });

  it('when the same event is delivered twice, then one email is sent', async () => {
    const request = verification('twice@example.hr');
    const eventId = await publish(verificationRequested, request.userId, request);
    await publish(verificationRequested, request.userId, request, eventId);
    // Same user, same partition: once the reset has arrived, the duplicate before it was processed.
    const { userId, firstName, language } = request;
    await publish(resetRequested, userId, {
      userId,
      email: 'twice@example.hr',
      firstName,
      language,
      uid: 'dHdpY2U',
      token: 't-1',
      expiresAt: inOneHour(),
    });
    await waitFor(
      () => mailsTo('twice@example.hr').some((mail) => mail.text?.includes('/reset-password/')),
      30_000,
    );
    expect(mailsTo('twice@example.hr').filter((mail) => mail.text?.includes('/verify-email?'))).toHaveLength(
      1,
    );
  });

  it('when the user asks for the verification email again, then the second request sends a second email', async () => {
    const first = verification('again@example.si', { language: 'sl' });
    const second = { ...first, verificationKey: `key/${randomUUID()}+2` };
    await publish(verificationRequested, first.userId, first);
    await publish(verificationRequested, second.userId, second);
    await arrived('again@example.si', 2);
    const mails = mailsTo('again@example.si');
    expect(mails.map((mail) => mail.subject)).toEqual(
      Array(2).fill('Potrdite svoj e-poštni naslov za Moorline'),
    );
    expect(mails.map((mail) => mail.text)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(encodeURIComponent(first.verificationKey)),
        expect.stringContaining(encodeURIComponent(second.verificationKey)),
      ]),
    );
  });

  it('when the consumer stopped after sending and before recording the event, then its redelivery sends nothing', async () => {
    const request = verification('crash@example.hr');
    const eventId = await publish(verificationRequested, request.userId, request);
    await arrived('crash@example.hr');
    // What a crash at that moment leaves behind: the mail is logged as sent, the event is not processed.
    await waitFor(async () => (await processedRecords(eventId)) === 1);
    await db.deleteFrom('processed_events').where('event_id', '=', eventId).execute();
    await publish(verificationRequested, request.userId, request, eventId);
    await waitFor(async () => (await processedRecords(eventId)) === 1, 30_000);
    expect(mailsTo('crash@example.hr')).toHaveLength(1);
  });

  it('when mail goes to the embedded file mailer, then its link is logged at info level for the reader to follow', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = createLogger(
      { service: 'notification', level: 'info', pretty: false },
      {
        write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
      },
    );
    const mailDir = mkdtempSync(join(tmpdir(), 'moorline-mail-'));
    const request = verification('newcomer@example.it', { language: 'it' });
    const mailer = fileMailer(mailDir, 'Moorline <no-reply@moorline.test>', {
      logger,
      now: () => new Date(),
    });
    await sendVerificationEmail(
      db,
      { mailer, webBaseUrl: 'http://localhost:3000' },
      {
        eventId: randomUUID(),
        type: verificationRequested,
        aggregateId: request.userId,
        occurredAt: new Date(),
        payload: request,
        topic: topics.auth,
      },
    );
    mailer.close();
    const link = `http://localhost:3000/it/auth/verify-email?key=${encodeURIComponent(request.verificationKey)}`;
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 30, msg: 'mail written', kind: 'verify-email', links: [link] }),
    );
    expect(readdirSync(mailDir).filter((file) => file.endsWith('-verify-email.eml'))).toHaveLength(1);
  });

  it('when an event has no expiry, then the email states the validity counted from when it occurred', async () => {
    const sent: MailMessage[] = [];
    const mailer = { send: async (message: MailMessage) => void sent.push(message), close: () => undefined };
    const { expiresAt: _none, ...request } = verification('noexpiry@example.com', { language: 'en' });
    await sendVerificationEmail(
      db,
      { mailer, webBaseUrl: 'http://localhost:3000' },
      {
        eventId: randomUUID(),
        type: verificationRequested,
        aggregateId: request.userId,
        occurredAt: new Date('2026-03-12T13:00:00Z'),
        payload: request,
        topic: topics.auth,
      },
    );
    expect(sent[0]?.text.replace(/\s+/g, ' ')).toContain('valid until March 15, 2026 at 2:00 PM GMT+1');
  });

  async function processedRecords(eventId: string): Promise<number> {
    const rows = await db
      .selectFrom('processed_events')
      .select('event_id')
      .where('event_id', '=', eventId)
      .execute();
    return rows.length;
  }
});
