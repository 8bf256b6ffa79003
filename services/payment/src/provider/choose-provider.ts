import type { HttpApp, Logger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { PaymentConfig } from '../config';
import type { PaymentTables } from '../payment.tables';
import { createSandbox } from '../sandbox';
import { createStripeProvider } from '../stripe';
import type { PaymentProvider } from './payment-provider';
import type { WebhookSecrets } from './webhook-signature';

export interface ChosenProvider {
  provider: PaymentProvider;
  /** The sandbox's hosted checkout and onboarding pages; Stripe hosts its own. */
  registerPages?: (app: HttpApp) => void;
}

export interface ProviderWiring extends WebhookSecrets {
  now: () => Date;
  /** Where the sandbox hands its signed events: the webhook route, in process. */
  deliver: (rawBody: Buffer, signature: string) => Promise<void>;
  logger: Logger;
}

/** Stripe when a key is configured (ARCHITECTURE §5), the sandbox otherwise. */
export function chooseProvider(
  config: Pick<PaymentConfig, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL' | 'PUBLIC_BASE_URL'>,
  db: Kysely<PaymentTables>,
  wiring: ProviderWiring,
): ChosenProvider {
  if (config.STRIPE_SECRET_KEY)
    return {
      provider: createStripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        apiUrl: config.STRIPE_API_URL,
        webhookSecret: wiring.webhookSecret,
        previousWebhookSecret: wiring.previousWebhookSecret,
        now: wiring.now,
      }),
    };
  return createSandbox(db, { ...wiring, publicBaseUrl: config.PUBLIC_BASE_URL });
}
