import { AppError, findOwnedOr404, isUuid, requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { invoicePdf, type InvoicePdfDeps } from '../invoices/invoice-pdf';
import { findInvoiceWithPdf, listInvoicesOfBooking } from '../invoices/invoice.repository';
import type { PaymentTables } from '../payment.tables';
import { findLatestPaymentOfBooking } from './payment.repository';

// Reads for the booking's owner, and for the staff of the bay it was at. Anyone else's booking,
// payment or invoice answers not_found, exactly as one that does not exist.

type Db = Kysely<PaymentTables>;

const checkedId = (id: string) => {
  if (!isUuid(id)) throw new AppError('not_found');
  return id.toLowerCase();
};

export async function getPaymentOfBooking(db: Db, caller: Caller, bookingId: string) {
  const payment = await findLatestPaymentOfBooking(db, checkedId(bookingId));
  return findOwnedOr404(caller, payment, (row) => row.user_id);
}

export async function listInvoicesOfCallersBooking(db: Db, caller: Caller, bookingId: string) {
  await getPaymentOfBooking(db, caller, bookingId);
  const invoices = await listInvoicesOfBooking(db, checkedId(bookingId));
  return invoices.filter((invoice) => invoice.user_id === caller.userId);
}

export async function getInvoiceWithPdf(db: Db, deps: InvoicePdfDeps, caller: Caller, invoiceId: string) {
  const invoice = findOwnedOr404(
    caller,
    await findInvoiceWithPdf(db, checkedId(invoiceId)),
    (row) => row.user_id,
  );
  return { ...invoice, pdf: await invoicePdf(db, deps, invoice) };
}

/** An invoice of a bay for its staff (view permission); another bay's is not_found. */
export async function getBayInvoiceWithPdf(
  db: Db,
  deps: InvoicePdfDeps,
  caller: Caller,
  request: { bayId: string; invoiceId: string },
) {
  requireBayAccess(caller, request.bayId, 'view');
  const invoice = await findInvoiceWithPdf(db, checkedId(request.invoiceId));
  if (invoice?.bay_id !== request.bayId.toLowerCase()) throw new AppError('not_found');
  return { ...invoice, pdf: await invoicePdf(db, deps, invoice) };
}
