import {
  closeOnSignal,
  createAccessTokenVerifier,
  createKafka,
  createLogger,
  kafkaSecurityOf,
} from '@moorline/kit';
import { startBayChangesFeed } from './live/bay-changes-feed';
import { startBuoyStatusFeed } from './live/buoy-status-feed';
import { buildBffApp } from './app';
import type { BffConfig } from './config';
import { defaultQrLookupLimit } from './routes/qr/qr-lookup-limit';
import { closeServiceChannels, createServiceChannels } from './service-channels';

/** Listens on the configured port and closes with grace: in-flight requests finish, then channels close. */
export async function startBff(config: BffConfig, stopTelemetry: () => Promise<void>): Promise<void> {
  const logger = createLogger({ service: 'bff', level: config.LOG_LEVEL });
  const channels = createServiceChannels(config);
  const kafka = createKafka({
    clientId: 'bff',
    brokers: config.KAFKA_BROKERS,
    logger,
    security: kafkaSecurityOf(config),
  });
  const buoyStatusFeed = await startBuoyStatusFeed(kafka, config.KAFKA_NAMESPACE, logger);
  const bayChangesFeed = await startBayChangesFeed(kafka, config.KAFKA_NAMESPACE, logger);
  const app = await buildBffApp({
    logger,
    channels,
    webOrigins: config.WEB_ORIGINS,
    trustProxy: config.TRUST_PROXY,
    verifyAccessToken: createAccessTokenVerifier(config),
    secureCookies: config.APP_ENV !== 'development',
    buoyStatusFeed,
    bayChangesFeed,
    qrLookupLimit: { ...defaultQrLookupLimit, perAddress: config.QR_LOOKUPS_PER_ADDRESS },
    bookingPassPublicKey: config.BOOKING_PASS_PUBLIC_KEY,
  });
  app.server.keepAliveTimeout = 65_000;
  app.server.requestTimeout = 30_000;
  await app.listen({ port: config.PORT, host: config.HOST });
  closeOnSignal(
    async () => {
      await app.close();
      await buoyStatusFeed.stop();
      await bayChangesFeed.stop();
      closeServiceChannels(channels);
      await stopTelemetry();
    },
    logger,
    config.SHUTDOWN_GRACE_MS,
  );
}
