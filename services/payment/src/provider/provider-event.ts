import { AppError } from '@moorline/kit';
import type { ProviderEvent } from './payment-provider';
import { acceptedWebhookSecrets, checkWebhookSignature, type WebhookSecrets } from './webhook-signature';

// A verified webhook body (Stripe's event JSON, which the sandbox sends too) reduced to what it is
// about. Checkout sessions and payment intents carry our payment id in their metadata; an
// account event names the connected account. Nothing else in the event is trusted: the handler
// re-reads the state from the provider.

interface EventJson {
  id?: unknown;
  type?: unknown;
  data?: {
    object?: {
      id?: unknown;
      payment_intent?: unknown;
      metadata?: { payment_id?: unknown; booking_id?: unknown } | null;
    };
  };
}

/** Stripe's refund news: a Refund object's own events, and the refunded charge's. */
const isRefundEvent = (type: string) =>
  type.startsWith('refund.') || type.startsWith('charge.refund') || type === 'charge.refunded';

function eventAbout(json: EventJson, id: string, type: string): ProviderEvent {
  const object = json.data?.object;
  const paymentId = object?.metadata?.payment_id;
  // Refunds are ours by their booking (one refund per booking), which the refund's metadata
  // names; a charge's event may not carry it, but names its PaymentIntent.
  const bookingId = object?.metadata?.booking_id;
  if (isRefundEvent(type) && typeof bookingId === 'string')
    return { id, type, about: 'refund', refundOf: { bookingId } };
  if (isRefundEvent(type) && typeof object?.payment_intent === 'string')
    return { id, type, about: 'refund', refundOf: { providerPaymentId: object.payment_intent } };
  if (
    (type.startsWith('checkout.session.') || type.startsWith('payment_intent.')) &&
    typeof paymentId === 'string'
  )
    return { id, type, about: 'payment', paymentId };
  if (type === 'account.updated' && typeof object?.id === 'string')
    return { id, type, about: 'account', accountId: object.id };
  return { id, type, about: 'nothing' };
}

/** Verifies a webhook and reads its event; `webhook_rejected` (400) when anything is off. */
export function verifiedProviderEvent(
  secrets: WebhookSecrets,
  rawBody: Buffer,
  signatureHeader: string | undefined,
  now: Date,
): ProviderEvent {
  const check = checkWebhookSignature(acceptedWebhookSecrets(secrets), rawBody, signatureHeader, now);
  if (check !== 'valid') throw new AppError('webhook_rejected', `Webhook signature ${check}`);
  let json: EventJson;
  try {
    json = JSON.parse(rawBody.toString('utf8')) as EventJson;
  } catch {
    throw new AppError('webhook_rejected', 'Webhook body is not JSON');
  }
  if (typeof json.id !== 'string' || typeof json.type !== 'string' || json.id === '')
    throw new AppError('webhook_rejected', 'Webhook body is not an event');
  return eventAbout(json, json.id, json.type);
}
