import type { eventsV1 } from '@moorline/contracts';
import type { ConsumedEvent } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { Mailer } from '../mail/mailer';
import { sendOnce } from '../mail/send-once';
import type { NotificationTables } from '../notification.tables';
import {
  confirmationCalendar,
  confirmationPass,
  renderConfirmation,
  renderInvoiceMail,
} from './render-booking-mail';

type Db = Kysely<NotificationTables>;

export interface BookingMailDeps {
  mailer: Mailer;
  webBaseUrl: string;
}

/** The file name an invoice travels under; the same as its download from the web. */
export const invoiceFileName = (number: string) => `moorline-invoice-${number}.pdf`;

/**
 * One confirmation per booking, keyed by the booking rather than the event: a booking is confirmed
 * once, whatever reaches us twice.
 */
export async function sendBookingConfirmation(
  db: Db,
  deps: BookingMailDeps,
  event: ConsumedEvent<typeof eventsV1.BookingConfirmed.$type>,
): Promise<void> {
  const confirmed = event.payload;
  const to = confirmed.summary?.boaterEmail;
  // A booking held before bookings kept the boater's address has nobody to write to.
  if (!to) return;
  // Written as of the confirmation whenever it is sent: a replay states the same deadline.
  const mail = renderConfirmation(confirmed, deps.webBaseUrl, event.occurredAt);
  await sendOnce(db, deps.mailer, `booking-confirmed:${confirmed.bookingId}`, {
    kind: 'booking-confirmed',
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<booking-confirmed-${confirmed.bookingId}@moorline>`,
    links: [mail.link],
    // The stay for the boater's calendar, written as of the confirmation whenever it is sent, and
    // the proof of payment to show on the water.
    attachments: [
      confirmationCalendar(confirmed, deps.webBaseUrl, event.occurredAt),
      ...confirmationPass(confirmed),
    ],
  });
}

/** One email per invoice, with its PDF attached. */
export async function sendInvoice(
  db: Db,
  deps: BookingMailDeps,
  event: ConsumedEvent<typeof eventsV1.InvoiceIssued.$type>,
): Promise<void> {
  const invoice = event.payload;
  const mail = renderInvoiceMail(invoice, deps.webBaseUrl);
  await sendOnce(db, deps.mailer, `invoice:${invoice.invoiceId}`, {
    kind: 'invoice',
    to: invoice.boaterEmail,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<invoice-${invoice.invoiceId}@moorline>`,
    links: [mail.link],
    attachments: [
      {
        filename: invoiceFileName(invoice.number),
        contentType: 'application/pdf',
        content: Buffer.from(invoice.pdf),
      },
    ],
  });
}
