import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { catalogV1, topics, type EventPayload, type EventType } from '@moorline/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NotificationConfig } from '../src/config';
import { createNotificationService } from '../src/notification.service';
import { startEventSource, type EventSource } from './event-source';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

// The boater's booking emails (issue 13 item 6) from booking's and payment's events, through
// real Kafka to a real SMTP server: the confirmation and the invoice with its PDF, each once.

const bookingConfirmed = 'moorline.events.v1.BookingConfirmed' satisfies EventType;
const invoiceIssued = 'moorline.events.v1.InvoiceIssued' satisfies EventType;
const bookingCancelled = 'moorline.events.v1.BookingCancelled' satisfies EventType;
const creditNoteIssued = 'moorline.events.v1.CreditNoteIssued' satisfies EventType;

describe('booking emails from booking and payment events', () => {
  let inbox: SmtpInbox;
  let service: ServiceUnderTest;
  let events: EventSource;

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
    events = await startEventSource(service.kafkaNamespace);
  });

  afterAll(async () => {
    await events.close();
    await service.stop();
    await inbox.close();
  });

  const publish: EventSource['publish'] = (...args) => events.publish(...args);
  const mailsTo = (address: string) => inbox.mailsTo(address);

  it('when a booking is confirmed and its invoice issued, then the boater gets the confirmation and the invoice PDF once each', async () => {
    const bookingId = randomUUID();
    const email = `boater-${bookingId.slice(0, 8)}@example.si`;
    const summary = {
      boaterEmail: email,
      language: 'sl',
      baySlug: 'strunjan',
      bayName: 'Strunjan',
      timeZone: 'Europe/Ljubljana',
      buoyLabel: 'B7',
      boatName: 'Čaplja',
      registrationNumber: 'KP-77',
      mooringAssistance: false,
      trashCollection: false,
      walkUp: false,
      guest: false,
    };
    const confirmed: EventPayload<typeof bookingConfirmed> = {
      bookingId,
      version: 2,
      bayId: randomUUID(),
      buoyId: randomUUID(),
      boatId: randomUUID(),
      userId: randomUUID(),
      periodStart: new Date('2026-11-24T15:00:00Z'),
      periodEnd: new Date('2026-11-25T09:00:00Z'),
      stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
      amount: { amountMinor: 4_000, currency: 'EUR' },
      paymentId: randomUUID(),
      summary,
      pass: 'MLP1.eyJiIjoiYm9va2luZyJ9.c2lnbmF0dXJl',
    };
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64)]);
    const invoice: EventPayload<typeof invoiceIssued> = {
      invoiceId: randomUUID(),
      paymentId: confirmed.paymentId,
      bookingId,
      userId: confirmed.userId,
      boaterEmail: email,
      language: 'sl',
      number: '2026-000042',
      total: { amountMinor: 4_000, currency: 'EUR' },
      vat: { amountMinor: 721, currency: 'EUR' },
      operatorId: randomUUID(),
      bayId: confirmed.bayId,
      pdf,
      issuedAt: new Date(),
      guest: false,
    };

    // Each twice, as a redelivery or a replay would bring them.
    for (let round = 0; round < 2; round += 1) {
      await publish(topics.booking, bookingConfirmed, bookingId, confirmed);
      await publish(topics.payment, invoiceIssued, bookingId, invoice);
    }
    await waitFor(() => mailsTo(email).length >= 2, 30_000);
    // Markers behind the copies on the same partitions (same key): once they are mailed, any
    // second copy would have been too.
    const marker = `marker-${bookingId.slice(0, 8)}@example.si`;
    await publish(topics.booking, bookingConfirmed, bookingId, {
      ...confirmed,
      bookingId: randomUUID(),
      summary: { ...summary, boaterEmail: marker },
    });
    await publish(topics.payment, invoiceIssued, bookingId, {
      ...invoice,
      invoiceId: randomUUID(),
      boaterEmail: marker,
    });
    await waitFor(() => mailsTo(marker).length === 2, 30_000);

    const mails = mailsTo(email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Račun 2026-000042 za rezervacijo boje',
      'Vaša boja je rezervirana: Strunjan, boja B7',
    ]);
    const confirmation = mails.find((mail) => mail.subject?.startsWith('Vaša boja'));
    expect(confirmation?.text).toContain('https://moorline.test/sl/dashboard/bookings');
    // The stay for the calendar, on the bay's clock (15:00 UTC is 16:00 in Ljubljana in November).
    const [calendar, pass] = confirmation?.attachments ?? [];
    expect(confirmation?.attachments).toHaveLength(2);
    expect(calendar?.filename).toBe('moorline-strunjan-2026-11-24.ics');
    expect(calendar?.contentType).toBe('text/calendar');
    expect(calendar?.content.toString('utf8')).toContain('DTSTART;TZID=Europe/Ljubljana:20261124T160000');
    expect(calendar?.content.toString('utf8')).toContain('SUMMARY:Boja B7 · Strunjan');
    // The proof of payment (issue 29 item 3) as a PNG QR code, announced in the text.
    expect(pass?.filename).toBe('moorline-pass-strunjan-2026-11-24.png');
    expect(pass?.contentType).toBe('image/png');
    expect(pass?.content.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(confirmation?.text).toContain('Priložena koda QR je vaša dovolilnica');
    const invoiceMail = mails.find((mail) => mail.subject?.startsWith('Račun'));
    expect(invoiceMail?.attachments).toHaveLength(1);
    const [attachment] = invoiceMail?.attachments ?? [];
    expect(attachment?.filename).toBe('moorline-invoice-2026-000042.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.content.equals(pdf)).toBe(true);
  });

  it('when a paid booking is cancelled by the bay and its credit note issued, then the boater gets the cancellation and the credit note PDF once each, even replayed', async () => {
    const bookingId = randomUUID();
    const email = `cancelled-${bookingId.slice(0, 8)}@example.hr`;
    const summary = {
      boaterEmail: email,
      language: 'hr',
      baySlug: 'telascica',
      bayName: 'Telašćica',
      timeZone: 'Europe/Zagreb',
      buoyLabel: 'B12',
      boatName: 'Galeb',
      registrationNumber: 'ST-1234',
      mooringAssistance: false,
      trashCollection: false,
      walkUp: false,
      guest: false,
      cancellationPolicy: undefined,
    };
    const cancelled: EventPayload<typeof bookingCancelled> = {
      bookingId,
      version: 3,
      bayId: randomUUID(),
      buoyId: randomUUID(),
      boatId: randomUUID(),
      userId: randomUUID(),
      periodStart: new Date('2026-11-24T15:00:00Z'),
      periodEnd: new Date('2026-11-25T09:00:00Z'),
      stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
      amount: { amountMinor: 4_000, currency: 'EUR' },
      refund: { amountMinor: 4_000, currency: 'EUR' },
      paymentId: randomUUID(),
      cancelledBy: 'operator',
      reason: 'buoy_out_of_service',
      note: '',
      cancelledAt: new Date(),
      summary,
      alternatives: [
        {
          bayId: randomUUID(),
          baySlug: 'mir',
          bayName: 'Uvala Mir',
          buoyId: randomUUID(),
          buoyLabel: '3',
          distanceM: 2400,
          qrSlug: '',
        },
      ],
    };
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64)]);
    const creditNote: EventPayload<typeof creditNoteIssued> = {
      creditNoteId: randomUUID(),
      paymentId: cancelled.paymentId,
      bookingId,
      userId: cancelled.userId,
      boaterEmail: email,
      language: 'hr',
      number: '2026-000043',
      correctsInvoiceNumber: '2026-000042',
      refund: { amountMinor: 4_000, currency: 'EUR' },
      vat: { amountMinor: 800, currency: 'EUR' },
      operatorId: randomUUID(),
      bayId: cancelled.bayId,
      pdf,
      issuedAt: new Date(),
      guest: false,
    };

    for (let round = 0; round < 3; round += 1) {
      await publish(topics.booking, bookingCancelled, bookingId, cancelled);
      await publish(topics.payment, creditNoteIssued, bookingId, creditNote);
    }
    await waitFor(() => mailsTo(email).length >= 2, 30_000);
    const marker = `marker-${bookingId.slice(0, 8)}@example.hr`;
    await publish(topics.booking, bookingCancelled, bookingId, {
      ...cancelled,
      bookingId: randomUUID(),
      summary: { ...summary, boaterEmail: marker },
    });
    await publish(topics.payment, creditNoteIssued, bookingId, {
      ...creditNote,
      creditNoteId: randomUUID(),
      boaterEmail: marker,
    });
    await waitFor(() => mailsTo(marker).length === 2, 30_000);

    const mails = mailsTo(email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Odobrenje 2026-000043 za otkazanu rezervaciju',
      'Uvala je otkazala vašu rezervaciju: Telašćica, plutača B12',
    ]);
    const cancellation = mails.find((mail) => mail.subject?.startsWith('Uvala'));
    expect(cancellation?.text).toContain('Razlog: plutača nije u funkciji');
    expect(cancellation?.text).toContain('https://moorline.test/hr/bays/mir');
    expect(cancellation?.text?.replace(/\u00a0/g, ' ')).toContain('Iznos od 40,00 € vraćamo');
    const creditNoteMail = mails.find((mail) => mail.subject?.startsWith('Odobrenje'));
    const [attachment] = creditNoteMail?.attachments ?? [];
    expect(attachment?.filename).toBe('moorline-credit-note-2026-000043.pdf');
    expect(attachment?.content.equals(pdf)).toBe(true);
  });
});
