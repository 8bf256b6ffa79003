import { accessTokenEnv, loadConfig, serviceEnvWithPorts } from '@moorline/kit';
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

// ARCHITECTURE §10: gRPC on 15054, HTTP (health, readiness, metrics, webhooks, sandbox) on 8104.
// Handlers derive their caller from the forwarded token with the kit's caller resolver.
const paymentEnv = serviceEnvWithPorts(15054, 8104)
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
  .transform((env) => ({ ...env, SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? env.NODE_ENV === 'development' }));

export type PaymentConfig = z.infer<typeof paymentEnv>;

export const readConfig = (): PaymentConfig => loadConfig(paymentEnv);
