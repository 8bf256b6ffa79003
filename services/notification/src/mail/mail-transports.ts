import type { Logger } from '@moorline/kit';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

function envelope(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    messageId: message.messageId,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.attachments ? { attachments: message.attachments } : {}),
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail(envelope(from, message));
    },
    close: () => transport.close(),
  };
}

/**
 * Writes each message as an .eml file, the embedded default: a newcomer opens the file (or
 * follows the links logged beside it) instead of running a mail server. Only this transport logs
 * links: they carry one-time secrets, which production logs must not hold. The clock names the
 * files, so they list in the order they were written.
 */
export function fileMailer(
  directory: string,
  from: string,
  deps: { logger: Logger; now: () => Date },
): Mailer {
  const { logger, now } = deps;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  mkdirSync(directory, { recursive: true });
  return {
    async send(message) {
      const { message: raw } = (await transport.sendMail(envelope(from, message))) as { message: Buffer };
      const file = join(directory, `${now().toISOString().replace(/[:.]/g, '-')}-${message.kind}.eml`);
      // Written whole under a temporary name, then renamed: a reader never sees half a message.
      writeFileSync(`${file}.tmp`, raw);
      renameSync(`${file}.tmp`, file);
      logger.info({ file, kind: message.kind, to: message.to, links: message.links ?? [] }, 'mail written');
    },
    close: () => transport.close(),
  };
}
