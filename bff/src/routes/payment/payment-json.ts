import type { commonV1, paymentV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { paymentStatuses, wireValue } from '../../wire/enum-tables';

// The /v1 payment JSON from payment's proto messages.

export function sent<Value>(value: Value | undefined): Value {
  if (value === undefined) throw new AppError('internal');
  return value;
}

export const money = (value: commonV1.Money | undefined) => {
  const { amountMinor, currency } = sent(value);
  return { cents: amountMinor, currency };
};

export const invoicePdfPath = (invoiceId: string) => `/api/v1/invoices/${invoiceId}/pdf`;

export function paymentJson(payment: paymentV1.Payment | undefined) {
  const value = sent(payment);
  return {
    payment_id: value.paymentId,
    booking_id: value.bookingId,
    status: sent(wireValue(paymentStatuses, value.status)),
    amount: money(value.amount),
    checkout_url: value.checkoutUrl,
    failure_code: value.failureCode === '' ? null : value.failureCode,
    hold_expires_at: sent(value.holdExpiresAt).toISOString(),
    created_at: sent(value.createdAt).toISOString(),
    authorized_at: value.authorizedAt?.toISOString() ?? null,
    captured_at: value.capturedAt?.toISOString() ?? null,
  };
}

export function invoiceJson(invoice: paymentV1.Invoice) {
  return {
    invoice_id: invoice.invoiceId,
    booking_id: invoice.bookingId,
    // Payment before issue 30 sent no kind: every document was an invoice.
    kind: invoice.kind === 'credit_note' ? ('credit_note' as const) : ('invoice' as const),
    number: invoice.number,
    corrects_invoice_number: invoice.correctsInvoiceNumber === '' ? null : invoice.correctsInvoiceNumber,
    total: money(invoice.total),
    vat: money(invoice.vat),
    seller_name: invoice.sellerName,
    language: invoice.language,
    issued_at: sent(invoice.issuedAt).toISOString(),
    pdf_url: invoicePdfPath(invoice.invoiceId),
  };
}
