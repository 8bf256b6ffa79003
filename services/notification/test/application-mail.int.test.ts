import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { testKafkaBrokers, uniqueName, waitFor } from '@moorline/deploy/src/testing/test-infra';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { eventHeaders, eventTypes, topics, type EventPayload, type EventType } from '@moorline/contracts';
import { createKafka, createKafkaPublisher, createLogger, type EventPublisher } from '@moorline/kit';
import type { ParsedMail } from 'mailparser';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NotificationConfig } from '../src/config';
import { createNotificationService } from '../src/notification.service';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

// Issue 27 item 1: the applicant gets an email in their language at each state change.

describe('concession application emails from catalog events', () => {
  let inbox: SmtpInbox;
  let service: ServiceUnderTest;
  let publisher: EventPublisher;

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
    const logger = createLogger({ service: 'catalog-stand-in', level: 'silent', pretty: false });
    publisher = await createKafkaPublisher(
      createKafka({ clientId: uniqueName('catalog'), brokers: testKafkaBrokers(), logger }),
    );
  });

  afterAll(async () => {
    await publisher.close();
    await service.stop();
    await inbox.close();
  });

  /** Publishes an event as catalog's outbox relay would: keyed by application, with the envelope. */
  async function publish<T extends EventType>(type: T, key: string, payload: EventPayload<T>) {
    await publisher.publish([
      {
        topic: `${service.kafkaNamespace}${topics.catalog}`,
        key,
        value: Buffer.from(eventTypes[type].encode(payload).finish()),
        headers: {
          [eventHeaders.eventId]: randomUUID(),
          [eventHeaders.eventType]: type,
          [eventHeaders.occurredAt]: new Date().toISOString(),
        },
      },
    ]);
  }

  const mailsTo = (address: string): ParsedMail[] =>
    inbox.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);

  function common(email: string, language: string) {
    return {
      applicationId: randomUUID(),
      applicant: { userId: randomUUID(), email, language },
      bayName: 'Uvala Sveti Pavao',
      companyName: 'Plava Uvala d.o.o.',
    };
  }

  it('when a Croatian application is submitted and approved, then each Croatian email arrives once', async () => {
    const application = common('ivana@example.hr', 'hr');
    await publish('moorline.events.v1.ApplicationSubmitted', application.applicationId, application);
    const approved = { ...application, bayId: randomUUID(), operatorId: randomUUID() };
    await publish('moorline.events.v1.ApplicationApproved', application.applicationId, approved);
    // A replay of the approval writes nothing more; a later event on the same key comes after it.
    await publish('moorline.events.v1.ApplicationApproved', application.applicationId, approved);
    await publish('moorline.events.v1.ApplicationWithdrawn', application.applicationId, application);
    await waitFor(() => mailsTo('ivana@example.hr').length >= 3, 30_000);
    const subjects = mailsTo('ivana@example.hr').map((mail) => mail.subject);
    expect(subjects).toEqual([
      'Zaprimili smo vaš zahtjev za uvalu: Uvala Sveti Pavao',
      'Vaš zahtjev je odobren, uvala: Uvala Sveti Pavao',
      'Povukli ste zahtjev za uvalu: Uvala Sveti Pavao',
    ]);
    expect(mailsTo('ivana@example.hr')[1]?.text).toContain(
      '\nhttps://moorline.test/hr/concessionaires/apply\n',
    );
  });

  it('when an Italian application is rejected, then the Italian email gives the reason', async () => {
    const application = common('luca@example.it', 'it');
    const reason = 'Il documento di concessione non è firmato';
    await publish('moorline.events.v1.ApplicationRejected', application.applicationId, {
      ...application,
      reason,
    });
    await waitFor(() => mailsTo('luca@example.it').length >= 1, 30_000);
    const [mail] = mailsTo('luca@example.it');
    expect(mail?.subject).toBe('La tua domanda per Uvala Sveti Pavao non è stata approvata');
    expect(mail?.text).toContain(`\n${reason}\n`);
    expect(mail?.html).toContain('lang="it"');
  });

  it('when a Slovenian application is withdrawn, then a Slovenian email arrives', async () => {
    const application = common('maja@example.si', 'sl');
    await publish('moorline.events.v1.ApplicationWithdrawn', application.applicationId, application);
    await waitFor(() => mailsTo('maja@example.si').length >= 1, 30_000);
    expect(mailsTo('maja@example.si')[0]?.subject).toBe('Umaknili ste vlogo za zaliv: Uvala Sveti Pavao');
  });

  it('when the language is one Moorline does not write, then the email is in English', async () => {
    const application = common('hans@example.de', 'de');
    await publish('moorline.events.v1.ApplicationSubmitted', application.applicationId, application);
    await waitFor(() => mailsTo('hans@example.de').length >= 1, 30_000);
    expect(mailsTo('hans@example.de')[0]?.subject).toBe(
      'We have received your application for Uvala Sveti Pavao',
    );
  });
});
