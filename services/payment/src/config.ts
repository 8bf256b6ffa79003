import { accessTokenEnv, loadConfig, serviceEnvWithPorts } from '@moorline/kit';
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

// ARCHITECTURE §10: gRPC on 15054, HTTP (health, readiness, metrics, webhooks, sandbox) on 8104.
// Handlers derive their caller from the forwarded token with the kit's caller resolver.
export const paymentEnv = serviceEnvWithPorts(15054, 8104)
  .extend(accessTokenEnv.shape)
  .extend({
    /** Booking's gRPC target: a checkout pays for a booking as booking answers it. */
    BOOKING_GRPC_ADDRESS: z.string().min(1).default('127.0.0.1:15053'),
    /** Catalog's gRPC target: the bay's operator (seller, connected account) and VAT rate. */
    CATALOG_GRPC_ADDRESS: z.string().min(1).default('127.0.0.1:15052'),
    /** With a key the Stripe adapter is used; without one, the sandbox (ARCHITECTURE §5). */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** Where the Stripe SDK sends its calls, e.g. a local stripe-mock; Stripe's own API when unset. */
    STRIPE_API_URL: httpUrl.optional(),
    /**
     * The secret webhooks are signed with (Stripe's endpoint secret `whsec_…`). Required with
     * Stripe; the sandbox makes one up per process when unset, which is fine for one replica.
     */
    PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
    /**
     * While the webhook secret is rotated: the one before it, still accepted (never used to sign)
     * until every replica and the provider use the new one; then unset (deploy/README.md).
     */
    PAYMENT_WEBHOOK_PREVIOUS_SECRET: z.string().min(16).optional(),
    /** The platform's fee, kept from each payment (the operator receives the rest). */
    PLATFORM_FEE_BASIS_POINTS: z.coerce.number().int().min(0).max(5_000).default(500),
    /** The web app, for the checkout's return pages (`/{locale}/bookings/success|cancel`). */
    WEB_BASE_URL: httpUrl.default('http://localhost:3000'),
    /** Where browsers reach this service's HTTP server: the sandbox's checkout and onboarding pages. */
    PUBLIC_BASE_URL: httpUrl.default('http://localhost:8104'),
    /** How often the reconciliation job looks for stuck payments. */
    RECONCILE_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
    /** How long a state may stand before reconciliation acts on it (webhooks get this long first). */
    RECONCILE_GRACE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
    /** Demo data: the demo bays' operators get ready sandbox accounts. On by default in development. */
    SEED_DEMO_DATA: z.stringbool().optional(),
  })
  .refine((env) => env.STRIPE_SECRET_KEY === undefined || env.PAYMENT_WEBHOOK_SECRET !== undefined, {
    message: 'PAYMENT_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    path: ['PAYMENT_WEBHOOK_SECRET'],
  })
  .refine(
    (env) =>
      env.PAYMENT_WEBHOOK_PREVIOUS_SECRET !== env.PAYMENT_WEBHOOK_SECRET ||
      env.PAYMENT_WEBHOOK_SECRET === undefined,
    {
      message: 'is the current secret itself; set it only to the one being rotated out',
      path: ['PAYMENT_WEBHOOK_PREVIOUS_SECRET'],
    },
  )
  .superRefine((env, context) => {
    for (const [setting, problem] of productionPaymentProblems(env))
      context.addIssue({ code: 'custom', path: [setting], message: problem });
  })
  .transform((env) => ({ ...env, SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? env.NODE_ENV === 'development' }));

/**
 * Issue 32 item 4: a production deployment takes real money, so it refuses what only development
 * and tests use: the sandbox (no key), which confirms stays nobody paid for, a test-mode key,
 * which takes no money, and another API host, such as stripe-mock.
 */
function productionPaymentProblems(env: {
  APP_ENV: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_API_URL?: string;
}): [string, string][] {
  if (env.APP_ENV !== 'production') return [];
  const problems: [string, string][] = [];
  if (env.STRIPE_SECRET_KEY === undefined)
    problems.push([
      'STRIPE_SECRET_KEY',
      'production takes real payments; without a key the sandbox would confirm stays nobody paid for',
    ]);
  else if (/^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY))
    problems.push([
      'STRIPE_SECRET_KEY',
      'is a test-mode key, which takes no money; production needs a live key',
    ]);
  if (env.STRIPE_API_URL !== undefined)
    problems.push([
      'STRIPE_API_URL',
      'production talks to Stripe itself; unset it (it points the SDK at a stand-in)',
    ]);
  return problems;
}

export type PaymentConfig = z.infer<typeof paymentEnv>;

export const readConfig = (): PaymentConfig => loadConfig(paymentEnv);
