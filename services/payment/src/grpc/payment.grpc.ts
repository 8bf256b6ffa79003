import type { paymentV1 } from '@moorline/contracts';
import { AppError, type CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { Metadata } from 'nice-grpc-common';
import { invoiceFileName } from '../invoices/invoice-number';
import { listBayInvoices } from '../invoices/list-bay-invoices';
import type { PaymentTables } from '../payment.tables';
import {
  getInvoiceWithPdf,
  getPaymentOfBooking,
  listInvoicesOfCallersBooking,
} from '../payments/read-payments';
import { startCheckout, type CheckoutDeps } from '../payments/start-checkout';
import { invoiceMessage, paymentMessage } from './payment-messages';

/** The caller's own token, to ask booking about the booking as them. */
function asCaller(metadata: Metadata): { metadata: Metadata } {
  const authorization = metadata.get('authorization');
  return { metadata: Metadata(authorization ? { authorization } : {}) };
}

/**
 * The PaymentService handlers: the caller from the forwarded token, proto to input, the use
 * case, the answer back to proto. Onboarding answers not_found until operators' bays are in the
 * token (the concessionaire issue): no caller runs a bay yet.
 */
export function paymentGrpc(
  db: Kysely<PaymentTables>,
  deps: CheckoutDeps,
  callers: CallerResolver,
): paymentV1.PaymentServiceImplementation {
  return {
    async startCheckout(request, context) {
      const caller = await callers.requireCaller(context);
      const payment = await startCheckout(db, deps, {
        caller,
        asCaller: asCaller(context.metadata),
        bookingId: request.bookingId,
        idempotencyKey: request.idempotencyKey,
        termsAccepted: request.termsAccepted,
      });
      return { payment: paymentMessage(payment) };
    },

    async getPayment(request, context) {
      const caller = await callers.requireCaller(context);
      return { payment: paymentMessage(await getPaymentOfBooking(db, caller, request.bookingId)) };
    },

    async listInvoices(request, context) {
      const caller = await callers.requireCaller(context);
      const invoices = await listInvoicesOfCallersBooking(db, caller, request.bookingId);
      return { invoices: invoices.map(invoiceMessage) };
    },

    async getInvoice(request, context) {
      const caller = await callers.requireCaller(context);
      const invoice = await getInvoiceWithPdf(db, caller, request.invoiceId);
      return {
        invoice: invoiceMessage(invoice),
        pdf: invoice.pdf,
        fileName: invoiceFileName(invoice.number),
      };
    },

    async createOnboardingLink(request, context) {
      const caller = await callers.requireCaller(context);
      if (!caller.bayIds.includes(request.bayId)) throw new AppError('not_found');
      throw new AppError('not_found');
    },

    async listBayInvoices(request, context) {
      const caller = await callers.requireCaller(context);
      const invoices = await listBayInvoices(db, caller, request);
      return { invoices: invoices.map(invoiceMessage) };
    },

    async getAccount(request, context) {
      const caller = await callers.requireCaller(context);
      if (!caller.bayIds.includes(request.bayId)) throw new AppError('not_found');
      throw new AppError('not_found');
    },
  };
}
