import { AppError, isUuid, requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import { listInvoicesOfBayBookings, type InvoiceSummaryRow } from './invoice.repository';

/** One page of the booking history (issue 15 item 4) asks at once; more is not a page. */
export const maxBookingsPerInvoiceList = 200;

/**
 * The invoices of some bookings at a bay, for the bay's staff: the bay comes from the token's
 * bays (requireBayAccess), and only invoices issued for that bay are answered, so a booking id of
 * another operator's bay finds nothing.
 */
export async function listBayInvoices(
  db: Kysely<PaymentTables>,
  caller: Caller,
  request: { bayId: string; bookingIds: readonly string[] },
): Promise<InvoiceSummaryRow[]> {
  requireBayAccess(caller, request.bayId, 'view');
  if (request.bookingIds.length > maxBookingsPerInvoiceList)
    throw new AppError('invalid_request', `At most ${maxBookingsPerInvoiceList} bookings at once`);
  // Ids that cannot be a booking's have no invoice; they are dropped rather than refused.
  const bookingIds = [...new Set(request.bookingIds.filter(isUuid).map((id) => id.toLowerCase()))];
  return listInvoicesOfBayBookings(db, request.bayId.toLowerCase(), bookingIds);
}
