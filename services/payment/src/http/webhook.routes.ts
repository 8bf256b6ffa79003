import { captureRawBody, rawBodyOf, type HttpApp } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import type { SettleDeps } from '../payments/settle-checkout';
import { signatureHeaderName } from '../provider/webhook-signature';
import { handleProviderWebhook } from '../webhooks/handle-provider-webhook';

/** Where the provider (Stripe, or the sandbox) delivers its signed events. */
export const webhookPath = '/webhooks/payments';

export function registerWebhookRoute(app: HttpApp, db: Kysely<PaymentTables>, deps: SettleDeps): void {
  app.post(webhookPath, { preParsing: captureRawBody, bodyLimit: 512 * 1024 }, async (request, reply) => {
    const header = request.headers[signatureHeaderName];
    const outcome = await handleProviderWebhook(
      db,
      deps,
      rawBodyOf(request),
      typeof header === 'string' ? header : undefined,
    );
    return reply.status(200).send({ received: true, outcome });
  });
}
