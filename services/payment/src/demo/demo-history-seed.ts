import { demoSkipperUserId, type demoHistory } from '@moorline/contracts';
import { inTransaction } from '@moorline/kit';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { InvoiceFacts } from '../invoices/invoice-facts';
import { takeInvoiceSequences } from '../invoices/invoice.repository';
import { invoiceRowOf } from '../invoices/invoice-row';
import type { PaymentTable, PaymentTables } from '../payment.tables';
import { platformFeeOf } from '../payments/checkout-rules';
import type { PaymentRow } from '../payments/payment.repository';

type Stay = demoHistory.DemoHistoryStay;
type Seller = InvoiceFacts['seller'];

export interface DemoBayHistory {
  bay: demoHistory.DemoHistoryBay;
  seller: Seller;
  /** The operator's ready sandbox account, the destination of the demo's charges. */
  accountId: string;
  stays: Stay[];
}

export interface DemoHistoryDeps {
  now: () => Date;
  platformFeeBasisPoints: number;
}

const batchSize = 500;

function factsOf(history: DemoBayHistory, stay: Stay): InvoiceFacts {
  const { bay } = history;
  return {
    seller: history.seller,
    bay: { id: bay.bayId, name: bay.bayName, slug: bay.baySlug, timeZone: bay.timeZone },
    buoyLabel: stay.buoyLabel,
    stayKind: stay.stayKind,
    periodStart: stay.periodStart.toISOString(),
    periodEnd: stay.periodEnd.toISOString(),
    boat: { name: stay.boat.name, registrationNumber: stay.boat.registrationNumber },
    buyerEmail: stay.boaterEmail,
    buyerName: stay.skipperName,
    lines: stay.lines,
    currency: stay.currency,
    totalMinor: stay.totalMinor,
    vatMinor: stay.vatMinor,
    vatRateBasisPoints: stay.vatRateBasisPoints,
  };
}

/** The stay's payment as the money path leaves a paid one: confirmed, captured when paid. */
function paymentOf(history: DemoBayHistory, stay: Stay, deps: DemoHistoryDeps): Insertable<PaymentTable> {
  // Tonight's stays may be paid "later" than now in the history; a seed does not write the future.
  const paidAt = new Date(Math.min(stay.paidAt.getTime(), deps.now().getTime()));
  return {
    booking_id: stay.bookingId,
    user_id: demoSkipperUserId(stay.boaterEmail),
    idempotency_key: `demo-history:${stay.bookingId}`,
    status: 'captured',
    provider: 'sandbox',
    amount_minor: stay.totalMinor,
    currency: stay.currency,
    platform_fee_minor: platformFeeOf(stay.totalMinor, deps.platformFeeBasisPoints),
    operator_id: history.seller.operatorId,
    bay_id: stay.bayId,
    embed_id: stay.embedId ?? null,
    destination_account_id: history.accountId,
    language: 'en',
    boater_email: stay.boaterEmail,
    hold_expires_at: new Date(paidAt.getTime() + 3 * 60_000),
    terms_accepted_at: paidAt,
    invoice_facts: JSON.stringify(factsOf(history, stay)),
    booking_outcome: 'confirmed',
    authorized_at: paidAt,
    captured_at: paidAt,
    reconcile_after: paidAt,
    created_at: paidAt,
    updated_at: paidAt,
  };
}

/** Payments of stays not seeded yet; a booking that has a live payment keeps it. */
async function insertNewPayments(trx: Transaction<PaymentTables>, rows: Insertable<PaymentTable>[]) {
  const inserted: PaymentRow[] = [];
  for (let start = 0; start < rows.length; start += batchSize)
    inserted.push(
      ...(await trx
        .insertInto('payments')
        .values(rows.slice(start, start + batchSize))
        .onConflict((conflict) =>
          conflict
            .column('booking_id')
            .where('status', 'in', ['pending', 'authorized', 'captured'])
            .doNothing(),
        )
        .returningAll()
        .execute()),
    );
  return inserted;
}

/** Their invoices, numbered in the order they were paid, without PDFs (rendered when read). */
async function issueInvoices(trx: Transaction<PaymentTables>, operatorId: string, payments: PaymentRow[]) {
  const paid = payments
    .filter((payment): payment is PaymentRow & { captured_at: Date } => payment.captured_at !== null)
    .sort((a, b) => a.captured_at.getTime() - b.captured_at.getTime());
  const years = [...new Set(paid.map((payment) => payment.captured_at.getUTCFullYear()))];
  for (const year of years) {
    const ofYear = paid.filter((payment) => payment.captured_at.getUTCFullYear() === year);
    const first = await takeInvoiceSequences(trx, operatorId, year, ofYear.length);
    const invoices = ofYear.map((payment, index) =>
      invoiceRowOf(payment, { year, sequence: first + index, issuedAt: payment.captured_at, pdf: null }),
    );
    for (let start = 0; start < invoices.length; start += batchSize)
      await trx
        .insertInto('invoices')
        .values(invoices.slice(start, start + batchSize))
        .execute();
  }
}

/**
 * The demo's paid history at one bay (issue 15 item 10): a captured payment and an invoice for
 * every stay of the history, as if each boater had paid online, in one transaction. Stays seeded
 * before are left alone, so a second start adds only the days since. No events: the stays are
 * history, nobody is to be emailed or charged.
 */
export function seedDemoHistory(
  db: Kysely<PaymentTables>,
  deps: DemoHistoryDeps,
  history: DemoBayHistory,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const inserted = await insertNewPayments(
      trx,
      history.stays.map((stay) => paymentOf(history, stay, deps)),
    );
    await issueInvoices(trx, history.seller.operatorId, inserted);
    return inserted.length;
  });
}
