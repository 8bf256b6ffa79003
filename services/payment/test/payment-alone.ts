import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { testAccessTokens, type TestAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { paymentV1, type Role } from '@moorline/contracts';
import {
  createChannel,
  createDatabase,
  createGrpcClient,
  forwardAccessToken,
  type GrpcClient,
} from '@moorline/kit';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { PaymentConfig } from '../src/config';
import { createPaymentService, type PaymentOverrides } from '../src/payment.service';
import type { PaymentTables } from '../src/payment.tables';

export interface PaymentAlone {
  payment: ServiceUnderTest;
  client: GrpcClient<typeof paymentV1.PaymentServiceDefinition>;
  db: Kysely<PaymentTables>;
  tokens: TestAccessTokens;
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
