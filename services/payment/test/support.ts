import { freePort } from '@moorline/deploy/src/free-port';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { operatorIdOfCompany, paymentV1 } from '@moorline/contracts';
import { createChannel, createDatabase, createGrpcClient, type GrpcClient } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { startBookingServices, type BookingServices } from '../../booking/test/support';
import type { PaymentConfig } from '../src/config';
import { ensureReadyDemoAccount } from '../src/demo/demo-accounts';
import { createPaymentService } from '../src/payment.service';
import { renderInvoicePdf } from '../src/invoices/render-invoice-pdf';
import type { PaymentTables } from '../src/payment.tables';
import { faultOverrides, noFaults, type Faults } from './fault-injection';

export const testWebhookSecret = 'whsec_payment_tests_0123456789abcdef';

/** The company of every bay catalog's test fixtures insert (services/catalog/test/support.ts). */
export const fixtureOperatorCompany = 'Test operator d.o.o.';

export interface MoneyPath extends BookingServices {
  payment: ServiceUnderTest;
  paymentClient: GrpcClient<typeof paymentV1.PaymentServiceDefinition>;
  paymentDb: Kysely<PaymentTables>;
  /** Payment's HTTP server: the webhook route and the sandbox's pages. */
  paymentHttp: string;
  /** Steps to fail while set (see fault-injection.ts); a restart clears them. */
  faults: Faults;
  /**
   * Stops only the payment service, as a crash would, lets `whileDown` happen, and starts it
   * again on the same database.
   */
  /** Restarts payment on its database; `changedSettings` stay for later restarts too. */
  restartPayment(
    whileDown?: () => Promise<void>,
    changedSettings?: Partial<
      Pick<PaymentConfig, 'PAYMENT_WEBHOOK_SECRET' | 'PAYMENT_WEBHOOK_PREVIOUS_SECRET'>
    >,
  ): Promise<void>;
}

export interface MoneyPathSettings {
  holdSeconds?: number;
  sweepIntervalMs?: number;
  reconcileIntervalMs?: number;
  reconcileGraceSeconds?: number;
}

/**
 * Catalog, booking and payment (with the sandbox provider), each on its own database, on one Kafka
 * namespace, as `make start` runs them: a hold paid in the sandbox confirms the booking, is
 * captured and invoiced.
 */
export async function startMoneyPath(settings: MoneyPathSettings = {}): Promise<MoneyPath> {
  const services = await startBookingServices({
    holdSeconds: settings.holdSeconds,
    sweepIntervalMs: settings.sweepIntervalMs,
  });
  // The sandbox's pages are linked by absolute URL, so the port is chosen before the service starts.
  const httpPort = await freePort();
  let paymentSettings = {
    ...services.tokens.verifierEnv,
    HTTP_PORT: httpPort,
    BOOKING_GRPC_ADDRESS: services.bookingAddress,
    CATALOG_GRPC_ADDRESS: services.catalogAddress,
    KAFKA_NAMESPACE: services.kafkaNamespace,
    PAYMENT_WEBHOOK_SECRET: testWebhookSecret,
    PLATFORM_FEE_BASIS_POINTS: 500,
    WEB_BASE_URL: 'http://localhost:3000',
    PUBLIC_BASE_URL: `http://127.0.0.1:${httpPort}`,
    RECONCILE_INTERVAL_MS: settings.reconcileIntervalMs ?? 3_600_000,
    RECONCILE_GRACE_SECONDS: settings.reconcileGraceSeconds ?? 60,
    // No demo: the fixture bays' operator gets its ready sandbox account below.
    SEED_DEMO_DATA: false,
  };
  const faults = noFaults();
  const define = (config: PaymentConfig) =>
    createPaymentService(config, faultOverrides(faults, renderInvoicePdf));
  let payment = await startServiceUnderTest(define, paymentSettings).catch(async (error: unknown) => {
    await services.stop();
    throw error;
  });
  const paymentDb = createDatabase<PaymentTables>({ url: payment.databaseUrl, maxConnections: 2 });
  // Catalog's fixture bays (insertBay) all belong to one operator, onboarded as the demo's are.
  await ensureReadyDemoAccount(paymentDb, {
    operatorId: operatorIdOfCompany(fixtureOperatorCompany),
    company: fixtureOperatorCompany,
  });
  let channel = createChannel(payment.grpcAddress);
  const paths: MoneyPath = {
    ...services,
    payment,
    paymentClient: createGrpcClient(paymentV1.PaymentServiceDefinition, channel),
    paymentDb,
    paymentHttp: `http://127.0.0.1:${payment.httpPort}`,
    faults,
    async restartPayment(whileDown, changedSettings = {}) {
      paymentSettings = { ...paymentSettings, ...changedSettings };
      await payment.stop({ keepDatabase: true });
      await whileDown?.();
      Object.assign(faults, noFaults());
      payment = await startServiceUnderTest(
        define,
        {
          ...paymentSettings,
          GRPC_PORT: Number(payment.grpcAddress.split(':')[1]),
        },
        { database: payment.database },
      );
      paths.payment = payment;
      // The old channel saw the server go away and backs off before reconnecting: a new one
      // reaches the restarted service at once, as a client retrying elsewhere would.
      channel.close();
      channel = createChannel(payment.grpcAddress);
      paths.paymentClient = createGrpcClient(paymentV1.PaymentServiceDefinition, channel);
    },
    async stop() {
      channel.close();
      await paymentDb.destroy();
      await payment.stop();
      await services.stop();
    },
  };
  return paths;
}
