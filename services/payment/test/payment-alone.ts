import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { testAccessTokens, type TestAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { eventsV1, paymentV1, type Role } from '@moorline/contracts';
import {
  createChannel,
  createDatabase,
  createGrpcClient,
  forwardAccessToken,
  type GrpcClient,
} from '@moorline/kit';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { createCatalogService } from '../../catalog/src/catalog.service';
import type { CatalogConfig } from '../../catalog/src/config';
import type { PaymentConfig } from '../src/config';
import { createPaymentService, type PaymentOverrides } from '../src/payment.service';
import type { PaymentTables } from '../src/payment.tables';

export interface PaymentAlone {
  payment: ServiceUnderTest;
  client: GrpcClient<typeof paymentV1.PaymentServiceDefinition>;
  db: Kysely<PaymentTables>;
  tokens: TestAccessTokens;
  /** Its HTTP server: the webhook route and the sandbox's pages. */
  httpBase: string;
  stop(): Promise<void>;
}

/**
 * The payment service on its own database for the back-office reads (issue 15), which need no
 * other service: the rows they read are written straight into its tables by the test.
 * Catalog and booking addresses point nowhere; a test that needs them passes its own.
 */
export async function startPaymentAlone(
  settings: Partial<PaymentConfig> = {},
  overrides: PaymentOverrides = {},
): Promise<PaymentAlone> {
  const tokens = testAccessTokens();
  const payment = await startServiceUnderTest(
    (config: PaymentConfig) => createPaymentService(config, overrides),
    {
      ...tokens.verifierEnv,
      BOOKING_GRPC_ADDRESS: '127.0.0.1:9',
      CATALOG_GRPC_ADDRESS: '127.0.0.1:9',
      PLATFORM_FEE_BASIS_POINTS: 500,
      WEB_BASE_URL: 'http://localhost:3000',
      PUBLIC_BASE_URL: 'http://127.0.0.1:8104',
      RECONCILE_INTERVAL_MS: 3_600_000,
      RECONCILE_GRACE_SECONDS: 60,
      SEED_DEMO_DATA: false,
      ...settings,
    },
  );
  const db = createDatabase<PaymentTables>({ url: payment.databaseUrl, maxConnections: 4 });
  const channel = createChannel(payment.grpcAddress);
  return {
    payment,
    client: createGrpcClient(paymentV1.PaymentServiceDefinition, channel),
    db,
    tokens,
    httpBase: `http://127.0.0.1:${payment.httpPort}`,
    async stop() {
      channel.close();
      await db.destroy();
      await payment.stop();
    },
  };
}

/** Call options of a signed-in member of an operator's staff, or of a boater (no operator). */
export async function signedIn(
  tokens: TestAccessTokens,
  who: { roles: Role[]; operator?: { operatorId: string; bayIds: string[] } },
) {
  return forwardAccessToken(await tokens.bearer({ userId: randomUUID(), ...who }));
}

/**
 * The real catalog with its demo bays (the demo operators' bays, Stončica's among them), on a port
 * of the test's choosing when given: a test may start payment first and catalog after.
 */
export function startDemoCatalog(grpcPort = 0): Promise<ServiceUnderTest> {
  return startServiceUnderTest((config: CatalogConfig) => createCatalogService(config), {
    ...testAccessTokens().verifierEnv,
    GRPC_PORT: grpcPort,
    SEED_DEMO_DATA: true,
    WEATHER_BASE_URL: 'http://127.0.0.1:9/v1',
    WEATHER_TIMEOUT_MS: 500,
    STATUS_CLOCK_INTERVAL_MS: 3_600_000,
  });
}

/** The AccountUpdated events payment wrote to its outbox, oldest first. */
export async function accountUpdates(db: Kysely<PaymentTables>) {
  const rows = await db
    .selectFrom('outbox')
    .select('payload')
    .where('event_type', '=', eventsV1.AccountUpdated.$type)
    .orderBy('id')
    .execute();
  return rows.map((row) => eventsV1.AccountUpdated.decode(row.payload));
}
