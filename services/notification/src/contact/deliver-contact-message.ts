import type { eventsV1 } from '@moorline/contracts';
import type { ConsumedEvent } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { Mailer } from '../mail/mailer';
import { sendOnce } from '../mail/send-once';
import type { NotificationTables } from '../notification.tables';

/** Emails a contact message to the support inbox, once per message. */
export async function deliverContactMessage(
  db: Kysely<NotificationTables>,
  deps: { mailer: Mailer; supportEmail: string },
  event: ConsumedEvent<typeof eventsV1.ContactMessageReceived.$type>,
): Promise<void> {
  const contact = event.payload;
  await sendOnce(db, deps.mailer, `contact:${contact.messageId}`, {
    kind: 'contact',
    to: deps.supportEmail,
    replyTo: `${contact.name} <${contact.email}>`,
    subject: `[Contact] ${contact.subject}`,
    messageId: `<contact-${contact.messageId}@moorline>`,
    text: [
      `From: ${contact.name} <${contact.email}>`,
      `Language: ${contact.language}`,
      `Received: ${contact.receivedAt?.toISOString() ?? event.occurredAt.toISOString()}`,
      '',
      contact.message,
    ].join('\n'),
  });
}
