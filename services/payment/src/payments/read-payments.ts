import { AppError, findOwnedOr404, isUuid, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { findInvoiceWithPdf, listInvoicesOfBooking } from '../invoices/invoice.repository';
import type { PaymentTables } from '../payment.tables';
import { findLatestPaymentOfBooking } from './payment.repository';

// Reads for the booking's owner. Anyone else's booking, payment or invoice answers not_found,
// exactly as one that does not exist (the concessionaire's view comes with their issue).

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

export async function getInvoiceWithPdf(db: Db, caller: Caller, invoiceId: string) {
  const invoice = await findInvoiceWithPdf(db, checkedId(invoiceId));
  return findOwnedOr404(caller, invoice, (row) => row.user_id);
}
