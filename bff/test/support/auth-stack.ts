import { eventsV1 } from '@moorline/contracts';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { authTestSettings } from '@moorline/deploy/src/testing/auth-test-settings';
import { testAccessTokens, type TestAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import {
  AppError,
  createAccessTokenVerifier,
  createChannel,
  createDatabase,
  createLogger,
} from '@moorline/kit';
import type { Kysely } from 'kysely';
import { createAuthService } from '../../../services/auth/src/auth.service';
import type { AuthTables } from '../../../services/auth/src/auth.tables';
import type { AuthConfig } from '../../../services/auth/src/config';
import { idleBuoyStatusFeed } from '../../src/live/buoy-status-feed';
import { buildBffApp } from '../../src/app';
import { closeServiceChannels, type ServiceChannels } from '../../src/service-channels';

export const WEB_ORIGIN = 'http://localhost:3000';

type AuthSettings = Partial<Omit<AuthConfig, 'JWT_PRIVATE_KEY' | 'JWT_PUBLIC_KEY'>>;

/**
 * The real auth service on a fresh database behind a real BFF app (driven with inject), the
 * way the browser reaches it. `authDb` lets a test read what only an email would carry.
 */
export async function startAuthStack(
  settings: AuthSettings = {},
  catalogGrpcAddress?: string,
  /** The services behind the BFF, and the key pair they (and catalog) verify with. */
  peers: {
    bookingGrpcAddress?: string;
    paymentGrpcAddress?: string;
    notificationGrpcAddress?: string;
    tokens?: TestAccessTokens;
  } = {},
) {
  const tokens = peers.tokens ?? testAccessTokens();
  const { verifierEnv } = tokens;
  const auth: ServiceUnderTest = await startServiceUnderTest(createAuthService, {
    ...authTestSettings(tokens),
    ...settings,
  });
  const unused = createChannel('127.0.0.1:1');
  const channels: ServiceChannels = {
    auth: createChannel(auth.grpcAddress),
    catalog: catalogGrpcAddress ? createChannel(catalogGrpcAddress) : unused,
    booking: peers.bookingGrpcAddress ? createChannel(peers.bookingGrpcAddress) : unused,
    payment: peers.paymentGrpcAddress ? createChannel(peers.paymentGrpcAddress) : unused,
    notification: peers.notificationGrpcAddress ? createChannel(peers.notificationGrpcAddress) : unused,
  };
  const app = await buildBffApp({
    logger: createLogger({
      service: 'bff',
      level: process.env.TEST_LOG_LEVEL === 'info' ? 'info' : 'silent',
    }),
    channels,
    webOrigins: [WEB_ORIGIN],
    verifyAccessToken: createAccessTokenVerifier(verifierEnv),
    secureCookies: true,
    buoyStatusFeed: idleBuoyStatusFeed(),
  });
  const authDb = createDatabase<AuthTables>({ url: auth.databaseUrl, maxConnections: 2 });
  return {
    app,
    authDb,
    /** Tokens signed with auth's own key, for calls the browser could not make (an expired token). */
    tokens,
    authGrpcAddress: auth.grpcAddress,
    /** How many SignIn calls auth has answered, from its own /metrics. */
    async signInsAnsweredByAuth(): Promise<number> {
      const metrics = await (await fetch(`http://127.0.0.1:${auth.httpPort}/metrics`)).text();
      return metrics
        .split('\n')
        .filter(
          (line) => line.startsWith('grpc_server_handled_total{') && line.includes('grpc_method="SignIn"'),
        )
        .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
    },
    async stop() {
      await app.close();
      closeServiceChannels(channels);
      await authDb.destroy();
      await auth.stop();
    },
  };
}

export type AuthStack = Awaited<ReturnType<typeof startAuthStack>>;

/** The newest event of a type for a user, read from auth's outbox: what the email would carry. */
export async function latestAuthEvent<Message>(
  authDb: Kysely<AuthTables>,
  type: { $type: string; decode(input: Uint8Array): Message },
  userEmail: string,
): Promise<Message> {
  const user = await authDb
    .selectFrom('users')
    .select('id')
    .where('email', '=', userEmail.toLowerCase())
    .executeTakeFirstOrThrow();
  const row = await authDb
    .selectFrom('outbox')
    .select('payload')
    .where('event_type', '=', type.$type)
    .where('aggregate_id', '=', user.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', `no ${type.$type} for ${userEmail}`);
  return type.decode(row.payload);
}

export const verificationKeyOf = async (authDb: Kysely<AuthTables>, email: string) =>
  (await latestAuthEvent(authDb, eventsV1.EmailVerificationRequested, email)).verificationKey;

export const resetLinkOf = async (authDb: Kysely<AuthTables>, email: string) => {
  const event = await latestAuthEvent(authDb, eventsV1.PasswordResetRequested, email);
  return { uid: event.uid, token: event.token };
};
