import type { ApiClient } from '../http/api-client';
import { saveFile } from '../http/save-file';
import type { Invoice, Payment } from '../http/api-schema';
import { outcomeOf, type Outcome } from './booking-api';

// Paying for a hold and its invoices (issue 13 item 7), through the one API client.

export function startCheckout(
  api: ApiClient,
  bookingId: string,
  idempotencyKey: string,
): Promise<Outcome<Payment>> {
  return outcomeOf(() =>
    api.POST('/v1/bookings/{bookingId}/checkout', {
      params: { path: { bookingId }, header: { 'idempotency-key': idempotencyKey } },
      body: { terms_accepted: true },
    }),
  );
}

/** The booking's latest payment; `not_found` when nobody started paying for it. */
export function fetchPayment(api: ApiClient, bookingId: string): Promise<Outcome<Payment>> {
  return outcomeOf(() => api.GET('/v1/bookings/{bookingId}/payment', { params: { path: { bookingId } } }));
}

export async function fetchInvoices(api: ApiClient, bookingId: string): Promise<Invoice[]> {
  const outcome = await outcomeOf(() =>
    api.GET('/v1/bookings/{bookingId}/invoices', { params: { path: { bookingId } } }),
  );
  if (!outcome.ok) throw new Error(outcome.error.code);
  return outcome.data.invoices;
}

/** Saves an invoice's PDF (fetched with the session's token, see saveFile). */
export async function downloadInvoice(
  api: ApiClient,
  invoice: Pick<Invoice, 'invoice_id' | 'number'>,
): Promise<boolean> {
  const { data } = await api.GET('/v1/invoices/{invoiceId}/pdf', {
    params: { path: { invoiceId: invoice.invoice_id } },
    parseAs: 'blob',
  });
  if (!(data instanceof Blob)) return false;
  saveFile(data, `moorline-invoice-${invoice.number}.pdf`);
  return true;
}
