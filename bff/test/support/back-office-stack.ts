import { testKafkaBrokers, uniqueName } from '@moorline/deploy/src/testing/test-infra';
import { createAccessTokenVerifier, createChannel, createKafka, createLogger } from '@moorline/kit';
import { startMoneyPath } from '../../../services/payment/test/support';
import { buildBffApp } from '../../src/app';
import { startBayChangesFeed } from '../../src/live/bay-changes-feed';
import { idleBuoyStatusFeed } from '../../src/live/buoy-status-feed';
import { closeServiceChannels, type ServiceChannels } from '../../src/service-channels';

/**
 * Catalog, booking and payment (the money path) behind a BFF app that listens on a port, with
 * the bays' live changes read from the services' Kafka namespace: the back office as the web
 * app reaches it, its overview's stream included.
 */
export async function startBackOfficeStack() {
  const logger = createLogger({ service: 'bff', level: 'silent' });
  const paths = await startMoneyPath();
  const kafka = createKafka({ clientId: uniqueName('bff-test'), brokers: testKafkaBrokers(), logger });
  const bayChangesFeed = await startBayChangesFeed(kafka, paths.kafkaNamespace, logger);
  const unused = createChannel('127.0.0.1:1');
  const channels: ServiceChannels = {
    auth: unused,
    catalog: createChannel(paths.catalogAddress),
    booking: createChannel(paths.bookingAddress),
    payment: createChannel(paths.payment.grpcAddress),
    notification: unused,
  };
  const app = await buildBffApp({
    logger,
    channels,
    webOrigins: ['http://localhost:3000'],
    verifyAccessToken: createAccessTokenVerifier(paths.tokens.verifierEnv),
    secureCookies: true,
    buoyStatusFeed: idleBuoyStatusFeed(),
    bayChangesFeed,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    paths,
    baseUrl,
    async stop() {
      await app.close();
      await bayChangesFeed.stop();
      closeServiceChannels(channels);
      await paths.stop();
    },
  };
}

export type BackOfficeStack = Awaited<ReturnType<typeof startBackOfficeStack>>;
