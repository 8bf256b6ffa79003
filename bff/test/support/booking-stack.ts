import { createAccessTokenVerifier, createChannel, createLogger } from '@moorline/kit';
import { startBookingServices } from '../../../services/booking/test/support';
import { buildBffApp } from '../../src/app';
import { idleBuoyStatusFeed } from '../../src/live/buoy-status-feed';
import { closeServiceChannels, type ServiceChannels } from '../../src/service-channels';

/**
 * The real booking service (asking the real catalog for its boat lists) behind a BFF app driven
 * with inject(). The BFF and booking verify the tokens the test signs with one key pair.
 */
export async function startBookingStack() {
  const services = await startBookingServices();
  const unused = createChannel('127.0.0.1:1');
  const channels: ServiceChannels = {
    auth: unused,
    catalog: createChannel(services.catalogAddress),
    booking: createChannel(services.bookingAddress),
    payment: unused,
    notification: unused,
  };
  const app = await buildBffApp({
    logger: createLogger({ service: 'bff', level: 'silent' }),
    channels,
    webOrigins: ['http://localhost:3000'],
    verifyAccessToken: createAccessTokenVerifier(services.tokens.verifierEnv),
    secureCookies: true,
    buoyStatusFeed: idleBuoyStatusFeed(),
    bookingPassPublicKey: services.passPublicKey,
  });
  return {
    app,
    /** The services behind, for bays and buoys of a test's own in catalog. */
    services,
    lists: services.lists,
    /** The Authorization header of a user, a fresh one unless named. */
    bearer: (userId?: string) => services.tokens.bearer(userId === undefined ? {} : { userId }),
    async stop() {
      await app.close();
      closeServiceChannels(channels);
      await services.stop();
    },
  };
}

export type BookingStack = Awaited<ReturnType<typeof startBookingStack>>;
