import { accessTokenAudience, accessTokenIssuer, bookingV1, catalogV1 } from '@moorline/contracts';
import {
  createChannel,
  createGrpcClient,
  createLogger,
  forwardAccessToken,
  plaintextGrpc,
  type GrpcTls,
} from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createAccessTokenIssuer } from '../../../services/auth/src/tokens/access-token-issuer';
import { startDemoTraffic, type DemoBoater } from './demo-traffic';

// On `make start`: something may happen every 10 s, and 8 boaters each hold at most one buoy, so a
// signed-in map sees a buoy change somewhere every few seconds without the Adriatic filling up.
const STEP_MS = 10_000;
const BOATERS = 8;

export interface RunningDemoTraffic {
  stop(): Promise<void>;
}

/** Boaters nobody signed up: random user ids with tokens signed by the platform's own key. */
function demoBoaters(jwtPrivateKey: string): DemoBoater[] {
  const issue = createAccessTokenIssuer({
    JWT_PRIVATE_KEY: jwtPrivateKey,
    JWT_ISSUER: process.env.JWT_ISSUER ?? accessTokenIssuer,
    JWT_AUDIENCE: process.env.JWT_AUDIENCE ?? accessTokenAudience,
    ACCESS_TOKEN_TTL_SECONDS: 600,
  });
  return Array.from({ length: BOATERS }, (_, index) => {
    const boater = {
      userId: randomUUID(),
      email: `demo-boater-${index + 1}@moorline.local`,
      name: `Demo Boater ${index + 1}`,
      phone: '',
      roles: [],
    };
    // A fresh token per call, so the traffic outlives any one token.
    return async () => forwardAccessToken(`Bearer ${(await issue(boater, new Date())).token}`);
  });
}

/** The demo traffic against a running platform, logging to its own file. */
export async function runDemoTraffic(settings: {
  catalogGrpcAddress: string;
  bookingGrpcAddress: string;
  /** The platform's signing key: the boaters are signed in as the web app's users are. */
  jwtPrivateKey: string;
  logFile: string;
  /** How to reach them: mutual TLS in secure mode, with `make start`'s own certificate. */
  grpcTls?: GrpcTls;
}): Promise<RunningDemoTraffic> {
  const logStream = createWriteStream(settings.logFile, { flags: 'a' });
  const logger = createLogger({ service: 'demo-traffic', level: 'info' }, logStream);
  const tls = settings.grpcTls ?? plaintextGrpc;
  const catalogChannel = createChannel(settings.catalogGrpcAddress, tls);
  const bookingChannel = createChannel(settings.bookingGrpcAddress, tls);
  const traffic = startDemoTraffic({
    catalog: createGrpcClient(catalogV1.CatalogServiceDefinition, catalogChannel),
    booking: createGrpcClient(bookingV1.BookingServiceDefinition, bookingChannel),
    boaters: demoBoaters(settings.jwtPrivateKey),
    stepMs: STEP_MS,
    logger,
  });
  return {
    async stop() {
      await traffic.stop();
      catalogChannel.close();
      bookingChannel.close();
      logStream.end();
    },
  };
}
