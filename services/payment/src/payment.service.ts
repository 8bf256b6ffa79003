import { bookingV1, catalogV1, paymentV1, topics } from '@moorline/contracts';
import {
  createAccessTokenVerifier,
  createCallerResolver,
  createChannel,
  createGrpcClient,
  grpcTlsOf,
  type ServiceDefinition,
  type ServiceDeps,
} from '@moorline/kit';
import { randomBytes } from 'node:crypto';
import type { PaymentConfig } from './config';
import { paymentMigrations } from './db/migrations';
import { bookingOutcomes } from './events/booking-outcomes.consumer';
import { bookingClaims } from './events/booking-claims.consumer';
import { bayOperatorLookup } from './grpc/bay-operators';
import { bookingLookup } from './grpc/booking-lookup';
import { paymentGrpc } from './grpc/payment.grpc';
import { registerWebhookRoute, webhookPath } from './http/webhook.routes';
import { noFiscalisation } from './invoices/fiscalisation';
import { renderInvoicePdf } from './invoices/render-invoice-pdf';
import { reconcilePayments } from './jobs/reconcile-payments.job';
import { reconcileRefunds } from './jobs/reconcile-refunds.job';
import { embedTurnoverGrpc } from './grpc/embed-turnover.grpc';
import { reconciliationGrpc } from './grpc/reconciliation.grpc';
import type { InvoiceDocument } from './invoices/invoice-facts';
import type { PaymentTables } from './payment.tables';
import type { PaymentProvider } from './provider/payment-provider';
import type { CheckoutDeps } from './payments/start-checkout';
import type { SettleDeps } from './payments/settle-checkout';
import { chooseProvider, type ChosenProvider } from './provider/choose-provider';
import { announceUnannouncedAccounts } from './accounts/announce-accounts';
import { catalogBays } from './grpc/catalog-bays';
import { demoSeedJob } from './demo/seed-demo-on-start';
import type { PaymentGrpcDeps } from './grpc/payment.grpc';

/** What tests may replace: the clock, and seams to inject a crash at a chosen step. */
export interface PaymentOverrides {
  now?: () => Date;
  /** Wraps the provider, e.g. to fail a call as a crash at that point would. */
  wrapProvider?: (provider: PaymentProvider) => PaymentProvider;
  renderInvoicePdf?: (document: InvoiceDocument) => Promise<Buffer>;
}

type Deps = ServiceDeps<PaymentTables>;

export function createPaymentService(
  config: PaymentConfig,
  overrides: PaymentOverrides = {},
): ServiceDefinition<PaymentTables> {
  const now = overrides.now ?? (() => new Date());
  const callers = createCallerResolver(createAccessTokenVerifier(config));
  const bookingClient = createGrpcClient(
    bookingV1.BookingServiceDefinition,
    createChannel(config.BOOKING_GRPC_ADDRESS, grpcTlsOf(config)),
  );
  const catalogClient = createGrpcClient(
    catalogV1.CatalogServiceDefinition,
    createChannel(config.CATALOG_GRPC_ADDRESS, grpcTlsOf(config)),
  );
  // Without a configured secret the sandbox signs with one of its own; it never leaves the process.
  const webhookSecret = config.PAYMENT_WEBHOOK_SECRET ?? `whsec_${randomBytes(24).toString('hex')}`;
  const invoices = {
    now,
    renderInvoicePdf: overrides.renderInvoicePdf ?? renderInvoicePdf,
    intermediary: { name: 'Moorline', website: config.WEB_BASE_URL },
    // The seam for a country's fiscalisation (invoices/fiscalisation.ts, README).
    fiscalisation: noFiscalisation,
  };

  const bays = catalogBays(catalogClient);

  let built: (ChosenProvider & { settle: SettleDeps; grpc: PaymentGrpcDeps }) | undefined;
  let deliverToWebhook: ((rawBody: Buffer, signature: string) => Promise<void>) | undefined;
  const parts = ({ db, logger }: Pick<Deps, 'db' | 'logger'>) => {
    if (built) return built;
    const chosen = chooseProvider(config, db, {
      now,
      webhookSecret,
      previousWebhookSecret: config.PAYMENT_WEBHOOK_PREVIOUS_SECRET,
      deliver: (rawBody, signature) => {
        if (!deliverToWebhook) throw new Error('the webhook route is not registered yet');
        return deliverToWebhook(rawBody, signature);
      },
      logger,
    });
    const { registerPages } = chosen;
    const provider = overrides.wrapProvider?.(chosen.provider) ?? chosen.provider;
    const settle: SettleDeps = { provider, invoices, logger };
    const checkout: CheckoutDeps = {
      now,
      provider,
      bookings: bookingLookup(bookingClient),
      bayOperators: bayOperatorLookup(catalogClient),
      platformFeeBasisPoints: config.PLATFORM_FEE_BASIS_POINTS,
      webBaseUrl: config.WEB_BASE_URL,
      graceSeconds: config.RECONCILE_GRACE_SECONDS,
      logger,
    };
    const grpc: PaymentGrpcDeps = {
      checkout,
      invoices,
      accounts: { provider, logger, bays, webBaseUrl: config.WEB_BASE_URL },
    };
    built = { provider, registerPages, settle, grpc };
    return built;
  };

  return {
    name: 'payment',
    migrations: paymentMigrations,
    ownedTopics: [topics.payment],
    afterMigrate: async ({ db, logger }) => {
      const announced = await announceUnannouncedAccounts(db);
      if (announced > 0) logger.info({ announced }, 'connected accounts announced');
    },
    registerGrpc(server, deps) {
      server.add(paymentV1.PaymentServiceDefinition, paymentGrpc(deps.db, parts(deps).grpc, callers));
      server.add(paymentV1.PaymentReconciliationServiceDefinition, reconciliationGrpc(deps.db, callers));
      server.add(paymentV1.EmbedTurnoverServiceDefinition, embedTurnoverGrpc(deps.db, callers));
    },
    registerHttp(app, deps) {
      const { settle, registerPages } = parts(deps);
      registerWebhookRoute(app, deps.db, settle);
      // The sandbox delivers its events through the same route a provider's webhooks reach.
      deliverToWebhook = async (rawBody, signature) => {
        const answer = await app.inject({
          method: 'POST',
          url: webhookPath,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload: rawBody,
        });
        if (answer.statusCode !== 200) throw new Error(`webhook answered ${answer.statusCode}`);
      };
      registerPages?.(app);
    },
    consumers: (deps) => [bookingOutcomes(deps.db, parts(deps).settle), bookingClaims()],
    jobs: (deps) => [
      {
        name: 'payment-reconciliation',
        intervalMs: config.RECONCILE_INTERVAL_MS,
        run: async () => {
          const reconcile = {
            ...parts(deps).settle,
            now,
            graceSeconds: config.RECONCILE_GRACE_SECONDS,
            batchSize: 100,
          };
          // Payments first: a refund waiting for its capture finds it done in the same pass.
          const payments = await reconcilePayments(deps.db, reconcile, deps.logger);
          return payments + (await reconcileRefunds(deps.db, reconcile, deps.logger));
        },
      },
      // Demo data (issue 15 item 10) belongs to the sandbox: a real provider onboards real operators.
      ...(config.SEED_DEMO_DATA && parts(deps).provider.name === 'sandbox'
        ? [
            demoSeedJob(deps.db, {
              now,
              platformFeeBasisPoints: config.PLATFORM_FEE_BASIS_POINTS,
              bays,
              logger: deps.logger,
            }),
          ]
        : []),
    ],
  };
}
