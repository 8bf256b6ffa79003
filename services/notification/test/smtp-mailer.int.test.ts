import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { smtpMailer } from '../src/mail/mail-transports';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

describe('SMTP mail transport', () => {
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });

  afterAll(() => inbox.close());

  it('when a message is sent over SMTP, then the server receives it whole, with its headers and accents', async () => {
    const mailer = smtpMailer(inbox.url, 'Moorline <no-reply@moorline.test>');
    await mailer.send({
      kind: 'contact',
      to: 'support@moorline.test',
      replyTo: 'Ivana Šarić <ivana@example.hr>',
      subject: '[Contact] Sidrište u uvali Telašćica',
      text: 'Ima li slobodne bove u subotu?',
      messageId: '<contact-1@moorline>',
    });
    mailer.close();
    expect(inbox.received).toHaveLength(1);
    const [mail] = inbox.received;
    expect(mail?.subject).toBe('[Contact] Sidrište u uvali Telašćica');
    expect(mail?.from?.value[0]?.address).toBe('no-reply@moorline.test');
    expect(mail?.replyTo?.value[0]).toMatchObject({ name: 'Ivana Šarić', address: 'ivana@example.hr' });
    expect(mail?.messageId).toBe('<contact-1@moorline>');
    expect(mail?.text?.trim()).toBe('Ima li slobodne bove u subotu?');
  });
});
