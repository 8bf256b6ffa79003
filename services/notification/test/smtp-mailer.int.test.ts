import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { smtpMailer } from '../src/mail/mail-transports';

// A real SMTP server in the test process stands in for the mail provider we cannot reach.
describe('SMTP mail transport', () => {
  const received: ParsedMail[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            done();
          },
          (error: Error) => done(error),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('when a message is sent over SMTP, then the server receives it whole, with its headers and accents', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Moorline <no-reply@moorline.test>');
    await mailer.send({
      kind: 'contact',
      to: 'support@moorline.test',
      replyTo: 'Ivana Šarić <ivana@example.hr>',
      subject: '[Contact] Sidrište u uvali Telašćica',
      text: 'Ima li slobodne bove u subotu?',
      messageId: '<contact-1@moorline>',
    });
    mailer.close();
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.subject).toBe('[Contact] Sidrište u uvali Telašćica');
    expect(mail?.from?.value[0]?.address).toBe('no-reply@moorline.test');
    expect(mail?.replyTo?.value[0]).toMatchObject({ name: 'Ivana Šarić', address: 'ivana@example.hr' });
    expect(mail?.messageId).toBe('<contact-1@moorline>');
    expect(mail?.text?.trim()).toBe('Ima li slobodne bove u subotu?');
  });
});
