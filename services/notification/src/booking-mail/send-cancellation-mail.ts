import type { eventsV1 } from '@moorline/contracts';
import type { ConsumedEvent } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { sendOnce } from '../mail/send-once';
import type { NotificationTables } from '../notification.tables';
import { renderCancellation, renderCreditNoteMail } from './render-cancellation-mail';
import type { BookingMailDeps } from './send-booking-mail';

type Db = Kysely<NotificationTables>;

/** The credit note travels under the name its download from the web has. */
export const creditNoteFileName = (number: string) => `moorline-credit-note-${number}.pdf`;

/** One cancellation email per booking: a booking is cancelled at most once, whatever is replayed. */
export async function sendCancellation(
  db: Db,
  deps: BookingMailDeps,
  event: ConsumedEvent<typeof eventsV1.BookingCancelled.$type>,
): Promise<void> {
  const cancelled = event.payload;
  const to = cancelled.summary?.boaterEmail;
  if (!to) return;
  const mail = renderCancellation(cancelled, deps.webBaseUrl);
  await sendOnce(db, deps.mailer, `booking-cancelled:${cancelled.bookingId}`, {
    kind: 'booking-cancelled',
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<booking-cancelled-${cancelled.bookingId}@moorline>`,
    links: [mail.link],
  });
}

/** One email per credit note, with its PDF attached, as the invoice's. */
export async function sendCreditNote(
  db: Db,
  deps: BookingMailDeps,
  event: ConsumedEvent<typeof eventsV1.CreditNoteIssued.$type>,
): Promise<void> {
  const creditNote = event.payload;
  const mail = renderCreditNoteMail(creditNote, deps.webBaseUrl);
  await sendOnce(db, deps.mailer, `credit-note:${creditNote.creditNoteId}`, {
    kind: 'credit-note',
    to: creditNote.boaterEmail,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<credit-note-${creditNote.creditNoteId}@moorline>`,
    links: [mail.link],
    attachments: [
      {
        filename: creditNoteFileName(creditNote.number),
        contentType: 'application/pdf',
        content: Buffer.from(creditNote.pdf),
      },
    ],
  });
}
