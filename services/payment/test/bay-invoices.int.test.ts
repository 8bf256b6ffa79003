import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import { randomUUID } from 'node:crypto';
import { startPaymentAlone, signedIn, type PaymentAlone } from './payment-alone';
import { lines, recordCreditNote, recordStay } from './recorded-invoices';

// ListBayInvoices (issue 15 item 4): the booking history's invoice column. The bay's staff see
// the invoices of that bay's bookings and nothing else; the bay is checked against the token.

describe('the invoices of a bay’s bookings', () => {
  let alone: PaymentAlone;
  const operatorId = randomUUID();
  const bayId = randomUUID();
  const secondBayId = randomUUID();
  const otherOperatorBayId = randomUUID();
  const capturedAt = new Date('2026-08-01T10:00:00Z');
  let paid: { bookingId: string; invoiceId?: string };
  let atSecondBay: { bookingId: string };
  let elsewhere: { bookingId: string };
  let unpaid: { bookingId: string };

  const staff = (roles: ('concessionaire' | 'manager' | 'employee')[] = ['concessionaire']) =>
    signedIn(alone.tokens, { roles, operator: { operatorId, bayIds: [bayId, secondBayId] } });

  beforeAll(async () => {
    alone = await startPaymentAlone();
    paid = await recordStay(alone.db, {
      operatorId,
      bayId,
      lines: [lines.night(4000)],
      vatMinor: 460,
      capturedAt,
    });
    atSecondBay = await recordStay(alone.db, {
      operatorId,
      bayId: secondBayId,
      lines: [lines.night(3000)],
      vatMinor: 345,
      capturedAt,
    });
    elsewhere = await recordStay(alone.db, {
      operatorId: randomUUID(),
      bayId: otherOperatorBayId,
      lines: [lines.night(5000)],
      vatMinor: 575,
      capturedAt,
    });
    unpaid = await recordStay(alone.db, {
      operatorId,
      bayId,
      lines: [lines.night(4000)],
      vatMinor: 460,
      capturedAt,
      status: 'voided',
    });
  });

  afterAll(() => alone.stop());

  it('when the bay’s staff ask for bookings of several bays, then only the invoices of that bay answer', async () => {
    const { invoices } = await alone.client.listBayInvoices(
      {
        bayId,
        bookingIds: [
          paid.bookingId,
          atSecondBay.bookingId,
          elsewhere.bookingId,
          unpaid.bookingId,
          'nonsense',
        ],
      },
      await staff(),
    );
    expect(invoices.map((invoice) => [invoice.bookingId, invoice.invoiceId])).toEqual([
      [paid.bookingId, paid.invoiceId],
    ]);
    expect(invoices[0]?.total).toEqual({ amountMinor: 4000, currency: 'EUR' });
    expect(invoices[0]?.vat).toEqual({ amountMinor: 460, currency: 'EUR' });
  });

  it('when the second bay is asked for, then its own booking’s invoice answers', async () => {
    const { invoices } = await alone.client.listBayInvoices(
      { bayId: secondBayId, bookingIds: [paid.bookingId, atSecondBay.bookingId] },
      await staff(['employee']),
    );
    expect(invoices.map((invoice) => invoice.bookingId)).toEqual([atSecondBay.bookingId]);
  });

  it('when someone without the bay asks, then another operator’s bay is not_found, a boater forbidden and a visitor unauthenticated', async () => {
    const ask = (bay: string) => ({ bayId: bay, bookingIds: [elsewhere.bookingId] });
    expect(await errorCodeOf(alone.client.listBayInvoices(ask(otherOperatorBayId), await staff()))).toBe(
      'not_found',
    );
    const boater = await signedIn(alone.tokens, { roles: [] });
    expect(await errorCodeOf(alone.client.listBayInvoices(ask(bayId), boater))).toBe('forbidden');
    expect(await errorCodeOf(alone.client.listBayInvoices(ask(bayId)))).toBe('unauthenticated');
  });

  it('when more than 200 bookings are asked for at once, then the request is refused', async () => {
    const bookingIds = Array.from({ length: 201 }, () => randomUUID());
    expect(await errorCodeOf(alone.client.listBayInvoices({ bayId, bookingIds }, await staff()))).toBe(
      'invalid_request',
    );
    const page = await alone.client.listBayInvoices(
      { bayId, bookingIds: bookingIds.slice(1) },
      await staff(),
    );
    expect(page.invoices).toEqual([]);
  });

  it('when the staff open an invoice, then one of their bay answers with its PDF and one of another bay is not_found', async () => {
    const answer = await alone.client.getBayInvoice(
      { bayId, invoiceId: paid.invoiceId ?? '' },
      await staff(),
    );
    expect(answer.invoice?.bookingId).toBe(paid.bookingId);
    expect(Buffer.from(answer.pdf).toString()).toBe('%PDF-1.4 test');
    expect(answer.fileName).toMatch(/^moorline-invoice-\d{4}-\d{6}\.pdf$/);
    const elsewhereInvoice = await alone.db
      .selectFrom('invoices')
      .select('id')
      .where('booking_id', '=', elsewhere.bookingId)
      .executeTakeFirstOrThrow();
    const open = async (bay: string, invoiceId: string) =>
      errorCodeOf(alone.client.getBayInvoice({ bayId: bay, invoiceId }, await staff()));
    expect(await open(bayId, elsewhereInvoice.id)).toBe('not_found');
    expect(await open(secondBayId, paid.invoiceId ?? '')).toBe('not_found');
    expect(await open(otherOperatorBayId, elsewhereInvoice.id)).toBe('not_found');
  });

  it('when a booking of the bay was cancelled with a refund, then its credit note is listed after its invoice, naming it, and opens as a credit note', async () => {
    const cancelled = await recordStay(alone.db, {
      operatorId,
      bayId,
      lines: [lines.night(4000)],
      vatMinor: 460,
      capturedAt,
    });
    const creditNoteId = await recordCreditNote(
      alone.db,
      cancelled.invoiceId ?? '',
      4000,
      new Date('2026-08-02T10:00:00Z'),
    );
    const { invoices } = await alone.client.listBayInvoices(
      { bayId, bookingIds: [cancelled.bookingId] },
      await staff(['employee']),
    );
    const invoiceNumber = invoices[0]?.number ?? '';
    expect(
      invoices.map((one) => [one.invoiceId, one.kind, one.correctsInvoiceNumber, one.total?.amountMinor]),
    ).toEqual([
      [cancelled.invoiceId, 'invoice', '', 4000],
      [creditNoteId, 'credit_note', invoiceNumber, -4000],
    ]);
    const answer = await alone.client.getBayInvoice({ bayId, invoiceId: creditNoteId }, await staff());
    expect(answer.fileName).toMatch(/^moorline-credit-note-\d{4}-\d{6}\.pdf$/);
    expect(answer.invoice?.vat?.amountMinor).toBe(-460);
  });
});
