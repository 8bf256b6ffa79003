import { formatInvoiceNumber } from '../src/invoices/invoice-number';
import type { InvoiceFacts, InvoiceLine } from '../src/invoices/invoice-facts';
import { creditNoteRowOf } from '../src/invoices/credit-note-row';
import { turnoverPartsOf } from '../src/invoices/turnover-parts';
import type { PaymentTables } from '../src/payment.tables';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';

export interface RecordedStay {
  bookingId?: string;
  operatorId: string;
  bayId: string;
  stayKind?: 'day' | 'night';
  lines: InvoiceLine[];
  vatMinor: number;
  capturedAt: Date;
  currency?: string;
  /** Europe/Zagreb unless given. */
  timeZone?: string;
  status?: 'captured' | 'voided' | 'failed';
  /** The partner embed the booking came through; none unless given. */
  embedId?: string;
}

const line = (kind: InvoiceLine['kind'], amountMinor: number, quantity = 1): InvoiceLine => ({
  kind,
  quantity,
  unitMinor: amountMinor / quantity,
  amountMinor,
});
export const lines = {
  night: (amountMinor: number, nights = 1) => line('night', amountMinor, nights),
  dayFull: (amountMinor: number) => line('day_full', amountMinor),
  dayHours: (amountMinor: number, hours: number) => line('day_hours', amountMinor, hours),
  assistance: (amountMinor: number) => line('mooring_assistance', amountMinor),
  trash: (amountMinor: number) => line('trash_collection', amountMinor),
};

let nextSequence = 1;

/**
 * A paid stay as the money path leaves it (a captured payment and its invoice), written straight
 * into payment's tables: the back-office reads need known rows, not the path that made them.
 * A payment that was not captured has no invoice.
 */
export async function recordStay(db: Kysely<PaymentTables>, stay: RecordedStay) {
  const bookingId = stay.bookingId ?? randomUUID();
  const currency = stay.currency ?? 'EUR';
  const totalMinor = stay.lines.reduce((sum, each) => sum + each.amountMinor, 0);
  const status = stay.status ?? 'captured';
  const facts: InvoiceFacts = {
    seller: {
      operatorId: stay.operatorId,
      name: 'Seller',
      company: 'Seller d.o.o.',
      email: 'seller@example.com',
      phone: '',
      website: '',
    },
    bay: { id: stay.bayId, name: 'Bay', slug: 'bay', timeZone: stay.timeZone ?? 'Europe/Zagreb' },
    buoyLabel: '1',
    stayKind: stay.stayKind ?? 'night',
    periodStart: stay.capturedAt.toISOString(),
    periodEnd: stay.capturedAt.toISOString(),
    boat: { name: 'Galeb', registrationNumber: 'ST 1234' },
    buyerEmail: 'skipper@example.com',
    lines: stay.lines,
    currency,
    totalMinor,
    vatMinor: stay.vatMinor,
    vatRateBasisPoints: 1300,
  };
  const userId = randomUUID();
  const payment = await db
    .insertInto('payments')
    .values({
      booking_id: bookingId,
      user_id: userId,
      idempotency_key: randomUUID(),
      status,
      provider: 'sandbox',
      amount_minor: totalMinor,
      currency,
      platform_fee_minor: 0,
      operator_id: stay.operatorId,
      bay_id: stay.bayId,
      embed_id: stay.embedId ?? null,
      destination_account_id: 'acct_test',
      language: 'en',
      boater_email: 'skipper@example.com',
      hold_expires_at: stay.capturedAt,
      terms_accepted_at: stay.capturedAt,
      invoice_facts: JSON.stringify(facts),
      booking_outcome: status === 'captured' ? 'confirmed' : 'failed',
      authorized_at: stay.capturedAt,
      captured_at: status === 'captured' ? stay.capturedAt : null,
      created_at: stay.capturedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status !== 'captured') return { bookingId, paymentId: payment.id, invoiceId: undefined };
  const year = stay.capturedAt.getUTCFullYear();
  const sequence = nextSequence++;
  const invoice = await db
    .insertInto('invoices')
    .values({
      payment_id: payment.id,
      booking_id: bookingId,
      user_id: userId,
      operator_id: stay.operatorId,
      bay_id: stay.bayId,
      embed_id: stay.embedId ?? null,
      year,
      sequence,
      number: formatInvoiceNumber(year, sequence),
      seller_name: facts.seller.company,
      language: 'en',
      total_minor: totalMinor,
      vat_minor: stay.vatMinor,
      currency,
      bay_time_zone: facts.bay.timeZone,
      ...turnoverPartsOf(facts),
      pdf: Buffer.from('%PDF-1.4 test'),
      issued_at: stay.capturedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { bookingId, paymentId: payment.id, invoiceId: invoice.id };
}

/**
 * A credit note giving back `refundMinor` of an invoice recorded above, issued at `issuedAt` and
 * numbered after every recorded invoice, as a cancelled booking's refund issues it (issue 30 item 2).
 */
export async function recordCreditNote(
  db: Kysely<PaymentTables>,
  invoiceId: string,
  refundMinor: number,
  issuedAt: Date,
): Promise<string> {
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const sequence = nextSequence++;
  const creditNote = await db
    .insertInto('invoices')
    .values(
      creditNoteRowOf(invoice, refundMinor, {
        year: issuedAt.getUTCFullYear(),
        sequence,
        issuedAt,
        pdf: Buffer.from('%PDF-1.4 test'),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return creditNote.id;
}
