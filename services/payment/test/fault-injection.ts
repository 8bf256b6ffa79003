import type { PaymentProvider } from '../src/provider/payment-provider';
import type { PaymentOverrides } from '../src/payment.service';

/** Steps a test can make fail, as a crash at that point would leave things. */
export interface Faults {
  /** Re-reading a checkout fails: a webhook's handling stops before its transaction. */
  readCheckout: boolean;
  /** The provider's capture fails after the booking's confirmation is recorded. */
  capture: boolean;
  /** Rendering the invoice fails inside the capture's transaction, which rolls back whole. */
  renderInvoice: boolean;
  /** The provider refunds, then its answer is lost (a crash before the refund is recorded). */
  refundAnswerLost: boolean;
}

export const noFaults = (): Faults => ({
  readCheckout: false,
  capture: false,
  renderInvoice: false,
  refundAnswerLost: false,
});

const crash = (step: string) => Promise.reject(new Error(`injected crash at ${step}`));

/** The overrides that make the payment service fail where `faults` says, while it says so. */
export function faultOverrides(
  faults: Faults,
  render: NonNullable<PaymentOverrides['renderInvoicePdf']>,
): PaymentOverrides {
  return {
    wrapProvider: (provider: PaymentProvider): PaymentProvider => ({
      name: provider.name,
      startCheckout: (request) => provider.startCheckout(request),
      readCheckout: (sessionId) =>
        faults.readCheckout ? crash('readCheckout') : provider.readCheckout(sessionId),
      expireCheckout: (sessionId) => provider.expireCheckout(sessionId),
      capture: (id, key) => (faults.capture ? crash('capture') : provider.capture(id, key)),
      void: (id, key) => provider.void(id, key),
      refund: async (request) => {
        const state = await provider.refund(request);
        return faults.refundAnswerLost ? crash('refund answer') : state;
      },
      readRefund: (refundId) => provider.readRefund(refundId),
      verifyWebhook: (rawBody, header) => provider.verifyWebhook(rawBody, header),
      createAccount: (operator) => provider.createAccount(operator),
      createOnboardingLink: (accountId, urls) => provider.createOnboardingLink(accountId, urls),
      readAccount: (accountId) => provider.readAccount(accountId),
    }),
    renderInvoicePdf: (document) => (faults.renderInvoice ? crash('renderInvoicePdf') : render(document)),
  };
}
