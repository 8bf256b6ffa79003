import { paymentV1 } from '@moorline/contracts';
import type { InvoiceSummaryRow } from '../invoices/invoice.repository';
import type { PaymentStatus } from '../payment.tables';
import type { PaymentRow } from '../payments/payment.repository';

const { PaymentStatus: Status } = paymentV1;

export const statusCode: Record<PaymentStatus, paymentV1.PaymentStatus> = {
  pending: Status.PAYMENT_STATUS_PENDING,
  authorized: Status.PAYMENT_STATUS_AUTHORIZED,
  captured: Status.PAYMENT_STATUS_CAPTURED,
  voided: Status.PAYMENT_STATUS_VOIDED,
  failed: Status.PAYMENT_STATUS_FAILED,
  expired: Status.PAYMENT_STATUS_EXPIRED,
};

export function paymentMessage(payment: PaymentRow): paymentV1.Payment {
  return {
    paymentId: payment.id,
    bookingId: payment.booking_id,
    status: statusCode[payment.status],
    amount: { amountMinor: payment.amount_minor, currency: payment.currency },
    provider: payment.provider,
    checkoutUrl: payment.status === 'pending' ? (payment.checkout_url ?? '') : '',
    failureCode: payment.failure_code ?? '',
    holdExpiresAt: payment.hold_expires_at,
    createdAt: payment.created_at,
    authorizedAt: payment.authorized_at ?? undefined,
    capturedAt: payment.captured_at ?? undefined,
  };
}

export function invoiceMessage(invoice: InvoiceSummaryRow): paymentV1.Invoice {
  return {
    invoiceId: invoice.id,
    bookingId: invoice.booking_id,
    number: invoice.number,
    total: { amountMinor: invoice.total_minor, currency: invoice.currency },
    vat: { amountMinor: invoice.vat_minor, currency: invoice.currency },
    sellerName: invoice.seller_name,
    language: invoice.language,
    issuedAt: invoice.issued_at,
    kind: invoice.kind,
    correctsInvoiceNumber: invoice.corrects_invoice_number ?? '',
  };
}
