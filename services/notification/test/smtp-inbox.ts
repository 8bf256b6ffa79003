import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process, standing in for the mail provider we cannot reach. */
export interface SmtpInbox {
  /** The SMTP_URL that reaches it. */
  url: string;
  /** Every message it accepted, parsed, in the order they arrived. */
  received: ParsedMail[];
  /** The messages to one address, in the order they arrived. */
  mailsTo(address: string): ParsedMail[];
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
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
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailsTo: (address) =>
      received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
