import type { Kysely } from 'kysely';
import type { NotificationTables } from '../notification.tables';
import type { Mailer, MailMessage } from './mailer';
import { isAlreadySent, recordSent } from './sent-message.repository';

/**
 * Sends a message once per idempotency key. The send is a network call, so no transaction is
 * open around it; a crash between sending and recording can repeat a message (at-least-once),
 * and its fixed Message-ID lets the mail client show it as the same one.
 */
export async function sendOnce(
  db: Kysely<NotificationTables>,
  mailer: Mailer,
  idempotencyKey: string,
  message: MailMessage,
): Promise<'sent' | 'already-sent'> {
  if (await isAlreadySent(db, idempotencyKey)) return 'already-sent';
  await mailer.send(message);
  await recordSent(db, { idempotencyKey, kind: message.kind, recipient: message.to });
  return 'sent';
}
