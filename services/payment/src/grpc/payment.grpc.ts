import type { paymentV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { Metadata } from 'nice-grpc-common';
import { accountOfBay, type AccountDeps } from '../accounts/account-of-bay';
import { createOnboardingLinkForBay, type OnboardingDeps } from '../accounts/onboarding';
import type { InvoicePdfDeps } from '../invoices/invoice-pdf';
import { invoiceFileName } from '../invoices/invoice-number';
import { listBayInvoices } from '../invoices/list-bay-invoices';
import type { PaymentTables } from '../payment.tables';
import {
  getBayInvoiceWithPdf,
  getInvoiceWithPdf,
  getPaymentOfBooking,
  listInvoicesOfCallersBooking,
} from '../payments/read-payments';
import { startCheckout, type CheckoutDeps } from '../payments/start-checkout';
import { getTurnover } from '../turnover/get-turnover';
import { accountMessage, granularityOf, turnoverMessage } from './backoffice-messages';
import { invoiceMessage, paymentMessage } from './payment-messages';

/** An invoice with its document, as GetInvoice and GetBayInvoice answer it. */
const withDocument = (invoice: Parameters<typeof invoiceMessage>[0] & { pdf: Buffer }) => ({
  invoice: invoiceMessage(invoice),
  pdf: invoice.pdf,
  fileName: invoiceFileName(invoice.number, invoice.kind),
});

/** The caller's own token, to ask booking about the booking as them. */
function asCaller(metadata: Metadata): { metadata: Metadata } {
  const authorization = metadata.get('authorization');
  return { metadata: Metadata(authorization ? { authorization } : {}) };
}

export interface PaymentGrpcDeps {
  checkout: CheckoutDeps;
  invoices: InvoicePdfDeps;
  accounts: AccountDeps & OnboardingDeps;
}

/**
 * The PaymentService handlers: the caller from the forwarded token, proto to input, the use
 * case, the answer back to proto. The back office's calls (issue 15) check the bay against the
 * token's bays in their use cases.
 */
export function paymentGrpc(
  db: Kysely<PaymentTables>,
  deps: PaymentGrpcDeps,
  callers: CallerResolver,
): paymentV1.PaymentServiceImplementation {
  return {
    async startCheckout(request, context) {
      const caller = await callers.requireCaller(context);
      const payment = await startCheckout(db, deps.checkout, {
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
      return withDocument(await getInvoiceWithPdf(db, deps.invoices, caller, request.invoiceId));
    },

    async createOnboardingLink(request, context) {
      const caller = await callers.requireCaller(context);
      const { url, account } = await createOnboardingLinkForBay(db, deps.accounts, caller, {
        bayId: request.bayId,
        returnPath: request.returnPath,
      });
      return { url, account: accountMessage(account) };
    },

    async getAccount(request, context) {
      const caller = await callers.requireCaller(context);
      return { account: accountMessage(await accountOfBay(db, deps.accounts, caller, request.bayId)) };
    },

    async listBayInvoices(request, context) {
      const caller = await callers.requireCaller(context);
      const invoices = await listBayInvoices(db, caller, request);
      return { invoices: invoices.map(invoiceMessage) };
    },

    async getBayInvoice(request, context) {
      const caller = await callers.requireCaller(context);
      return withDocument(await getBayInvoiceWithPdf(db, deps.invoices, caller, request));
    },

    async getTurnover(request, context) {
      const caller = await callers.requireCaller(context);
      const turnover = await getTurnover(db, caller, {
        bayId: request.bayId,
        from: request.fromDate,
        to: request.toDate,
        granularity: granularityOf(request.granularity),
      });
      return turnoverMessage(turnover);
    },
  };
}
