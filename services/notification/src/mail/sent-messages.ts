import type { Kysely } from 'kysely';
import type { NotificationTables } from '../notification.tables';
import type { Mailer, MailMessage } from './mailer';

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
  const previous = await db
    .selectFrom('sent_messages')
    .select('idempotency_key')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (previous) return 'already-sent';
  await mailer.send(message);
  await db
    .insertInto('sent_messages')
    .values({ idempotency_key: idempotencyKey, kind: message.kind, recipient: message.to })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return 'sent';
}
