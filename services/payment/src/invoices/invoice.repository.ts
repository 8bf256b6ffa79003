import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { InvoiceTable, PaymentTables } from '../payment.tables';

type Db = Kysely<PaymentTables>;
export type InvoiceRow = Selectable<InvoiceTable>;

const summaryColumns = [
  'id',
  'payment_id',
  'booking_id',
  'user_id',
  'operator_id',
  'bay_id',
  'year',
  'sequence',
  'number',
  'seller_name',
  'language',
  'total_minor',
  'vat_minor',
  'currency',
  'issued_at',
  'kind',
  'corrects_invoice_number',
] as const;

/** An invoice without its document. */
export type InvoiceSummaryRow = Pick<InvoiceRow, (typeof summaryColumns)[number]>;

/**
 * The seller's next number in `year`. The counter row stays locked until the transaction ends, so
 * numbers are handed out one at a time, and a rollback gives the number back: no gaps.
 */
export async function takeNextInvoiceSequence(db: Db, operatorId: string, year: number): Promise<number> {
  const { rows } = await sql<{ last_number: number }>`
    INSERT INTO invoice_counters (operator_id, year, last_number) VALUES (${operatorId}, ${year}, 1)
    ON CONFLICT (operator_id, year) DO UPDATE SET last_number = invoice_counters.last_number + 1
    RETURNING last_number`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('invoice counter gave no number');
  return row.last_number;
}

/**
 * `count` numbers of the seller in `year` at once, for a batch issued in one transaction (the
 * demo's history): the first of them. Gap-free as one at a time: the batch uses every number.
 */
export async function takeInvoiceSequences(
  db: Db,
  operatorId: string,
  year: number,
  count: number,
): Promise<number> {
  const { rows } = await sql<{ last_number: number }>`
    INSERT INTO invoice_counters (operator_id, year, last_number) VALUES (${operatorId}, ${year}, ${count})
    ON CONFLICT (operator_id, year) DO UPDATE SET last_number = invoice_counters.last_number + ${count}
    RETURNING last_number`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('invoice counter gave no numbers');
  return row.last_number - count + 1;
}

export function insertInvoice(db: Db, invoice: Insertable<InvoiceTable>): Promise<InvoiceSummaryRow> {
  return db.insertInto('invoices').values(invoice).returning(summaryColumns).executeTakeFirstOrThrow();
}

/** The invoice (not a credit note) of a payment, with what a credit note copies from it. */
export function findInvoiceOfPayment(db: Db, paymentId: string) {
  return db
    .selectFrom('invoices')
    .select([
      ...summaryColumns,
      'bay_time_zone',
      'embed_id',
      'night_minor',
      'day_minor',
      'mooring_assistance_minor',
      'trash_collection_minor',
    ])
    .where('payment_id', '=', paymentId)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
}

export type CorrectedInvoice = NonNullable<Awaited<ReturnType<typeof findInvoiceOfPayment>>>;

export function listInvoicesOfBooking(db: Db, bookingId: string): Promise<InvoiceSummaryRow[]> {
  return db
    .selectFrom('invoices')
    .select(summaryColumns)
    .where('booking_id', '=', bookingId)
    .orderBy('issued_at')
    .execute();
}

export function findInvoiceWithPdf(db: Db, invoiceId: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirst();
}

/** The invoices of some bookings, only those issued for `bayId`, oldest first per booking. */
export function listInvoicesOfBayBookings(
  db: Db,
  bayId: string,
  bookingIds: readonly string[],
): Promise<InvoiceSummaryRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoices')
    .select(summaryColumns)
    .where('bay_id', '=', bayId)
    .where('booking_id', 'in', bookingIds)
    .orderBy('booking_id')
    .orderBy('issued_at')
    .execute();
}

/** Stores a PDF rendered on first read; one stored already (another reader's) stays. */
export async function storeInvoicePdf(db: Db, invoiceId: string, pdf: Buffer): Promise<void> {
  await db
    .updateTable('invoices')
    .set({ pdf })
    .where('id', '=', invoiceId)
    .where('pdf', 'is', null)
    .execute();
}

/** The facts the invoice's payment kept, to render its document. */
export async function findFactsOfInvoice(db: Db, invoiceId: string) {
  const row = await db
    .selectFrom('invoices')
    .innerJoin('payments', 'payments.id', 'invoices.payment_id')
    .select('payments.invoice_facts')
    .where('invoices.id', '=', invoiceId)
    .executeTakeFirst();
  return row?.invoice_facts;
}

/** A claimed booking's invoices move from the guest to the account; rows moved already stay. */
export async function moveInvoicesOfBooking(
  db: Db,
  bookingId: string,
  from: string,
  to: string,
): Promise<void> {
  await db
    .updateTable('invoices')
    .set({ user_id: to })
    .where('booking_id', '=', bookingId)
    .where('user_id', '=', from)
    .execute();
}
