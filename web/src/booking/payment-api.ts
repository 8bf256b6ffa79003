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

/** The file an invoice or a credit note (issue 30 item 2) is saved as, named as what it is. */
export function invoiceFileName(invoice: Pick<Invoice, 'number' | 'kind'>): string {
  const what = invoice.kind === 'credit_note' ? 'credit-note' : 'invoice';
  return `moorline-${what}-${invoice.number}.pdf`;
}

/** Saves an invoice's PDF (fetched with the session's token, see saveFile). */
export async function downloadInvoice(
  api: ApiClient,
  invoice: Pick<Invoice, 'invoice_id' | 'number' | 'kind'>,
): Promise<boolean> {
  const { data } = await api.GET('/v1/invoices/{invoiceId}/pdf', {
    params: { path: { invoiceId: invoice.invoice_id } },
    parseAs: 'blob',
  });
  if (!(data instanceof Blob)) return false;
  saveFile(data, invoiceFileName(invoice));
  return true;
}
