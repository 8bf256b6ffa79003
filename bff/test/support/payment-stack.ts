import { createAccessTokenVerifier, createChannel, createLogger } from '@moorline/kit';
import { startMoneyPath } from '../../../services/payment/test/support';
import { buildBffApp } from '../../src/app';
import { idleBuoyStatusFeed } from '../../src/live/buoy-status-feed';
import { closeServiceChannels, type ServiceChannels } from '../../src/service-channels';

/**
 * Catalog, booking and payment (on the sandbox provider) behind a BFF app driven with inject():
 * the whole money path as the web app reaches it.
 */
export async function startPaymentStack() {
  const paths = await startMoneyPath();
  const unused = createChannel('127.0.0.1:1');
  const channels: ServiceChannels = {
    auth: unused,
    catalog: createChannel(paths.catalogAddress),
    booking: createChannel(paths.bookingAddress),
    payment: createChannel(paths.payment.grpcAddress),
    notification: unused,
  };
  const app = await buildBffApp({
    logger: createLogger({ service: 'bff', level: 'silent' }),
    channels,
    webOrigins: ['http://localhost:3000'],
    verifyAccessToken: createAccessTokenVerifier(paths.tokens.verifierEnv),
    secureCookies: true,
    buoyStatusFeed: idleBuoyStatusFeed(),
  });
  return {
    app,
    paths,
    /** The Authorization header of a fresh user. */
    bearer: () => paths.tokens.bearer({}),
    async stop() {
      await app.close();
      closeServiceChannels(channels);
      await paths.stop();
    },
  };
}

export type PaymentStack = Awaited<ReturnType<typeof startPaymentStack>>;
