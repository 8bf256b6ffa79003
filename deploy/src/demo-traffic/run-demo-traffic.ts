import { accessTokenAudience, accessTokenIssuer, catalogV1 } from '@moorline/contracts';
import { createChannel, createGrpcClient, createLogger, forwardAccessToken } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createAccessTokenIssuer } from '../../../services/auth/src/tokens/access-token-issuer';
import { startBookingStandIn } from '../booking-stand-in/booking-stand-in';
import { startDemoTraffic } from './demo-traffic';

// On `make start`: somebody new comes along every 10 s, and at most 8 holds are out at once, so
// a signed-in map sees a buoy change somewhere every few seconds without the Adriatic filling up.
const STEP_MS = 10_000;
const MAX_HOLDS = 8;

export interface RunningDemoTraffic {
  stop(): Promise<void>;
}

/** The demo traffic against a running platform, logging to its own file. */
export async function runDemoTraffic(settings: {
  brokers: string[];
  kafkaNamespace: string;
  catalogGrpcAddress: string;
  /** The platform's signing key: the traffic looks at the map as a signed-in boater would. */
  jwtPrivateKey: string;
  logFile: string;
}): Promise<RunningDemoTraffic> {
  const logStream = createWriteStream(settings.logFile, { flags: 'a' });
  const logger = createLogger({ service: 'demo-traffic', level: 'info' }, logStream);
  const channel = createChannel(settings.catalogGrpcAddress);
  const booking = await startBookingStandIn({
    brokers: settings.brokers,
    kafkaNamespace: settings.kafkaNamespace,
    clientId: 'demo-traffic',
    logger,
  });
  const issue = createAccessTokenIssuer({
    JWT_PRIVATE_KEY: settings.jwtPrivateKey,
    JWT_ISSUER: process.env.JWT_ISSUER ?? accessTokenIssuer,
    JWT_AUDIENCE: process.env.JWT_AUDIENCE ?? accessTokenAudience,
    ACCESS_TOKEN_TTL_SECONDS: 600,
  });
  const boater = { userId: randomUUID(), email: 'demo-traffic@moorline.local', roles: [] };
  const traffic = startDemoTraffic({
    catalog: createGrpcClient(catalogV1.CatalogServiceDefinition, channel),
    // A fresh token per step, so the traffic outlives any one token.
    signedIn: async () => forwardAccessToken(`Bearer ${(await issue(boater, new Date())).token}`),
    booking,
    stepMs: STEP_MS,
    maxHolds: MAX_HOLDS,
    logger,
  });
  return {
    async stop() {
      await traffic.stop();
      await booking.close();
      channel.close();
      logStream.end();
    },
  };
}
