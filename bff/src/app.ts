import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authV1, bookingV1, catalogV1, paymentV1 } from '@moorline/contracts';
import {
  createGrpcClient,
  createHttpApp,
  isAppError,
  type AccessTokenVerifier,
  type GrpcClient,
  type Logger,
  type TrustedProxies,
  type WhenSerializersCompile,
} from '@moorline/kit';
import { createSpentLimits } from './auth/spent-limits';
import { idleBayChangesFeed, type BayChangesFeed } from './live/bay-changes-feed';
import type { BuoyStatusFeed } from './live/buoy-status-feed';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { bookingPassRoutes } from './routes/booking/booking-pass.routes';
import { bookingRoutes } from './routes/booking/booking.routes';
import { cancellationRoutes } from './routes/booking/cancellation.routes';
import { nextNightRoutes } from './routes/booking/next-night.routes';
import { waitlistRoutes } from './routes/booking/waitlist.routes';
import { catalogRoutes } from './routes/catalog';
import { concessionaireRoutes } from './routes/concessionaire';
import { bayLiveRoutes } from './routes/concessionaire/bay-live.routes';
import { photoOrderOtherMethods } from './routes/concessionaire/shop-window.routes';
import { mapStreamRoutes } from './routes/map-stream.routes';
import { paymentRoutes } from './routes/payment/payment.routes';
import { guestSessionRoutes } from './routes/qr/guest-session.routes';
import { defaultQrLookupLimit, qrLookupLimiter, type QrLookupLimit } from './routes/qr/qr-lookup-limit';
import { walkUpRoutes } from './routes/qr/walk-up.routes';
import { contactRoutes } from './routes/contact.routes';
import { fleetRoutes } from './routes/fleet/fleet.routes';
import { healthRoutes } from './routes/health.routes';
import { pushRoutes } from './routes/push/push.routes';
import { sharedSchemas } from './routes/shared-schemas';
import { validateAsDocumented } from './wire/strict-validation';
import type { ServiceChannels } from './service-channels';

export interface BffDeps {
  logger: Logger;
  channels: ServiceChannels;
  /** Origins of the web app; only they may call with credentials (cookies). */
  webOrigins: string[];
  /** Behind a load balancer, the client address comes from X-Forwarded-For, past these proxies only. */
  trustProxy?: TrustedProxies;
  /** Checks access tokens with the auth service's public key. */
  verifyAccessToken: AccessTokenVerifier;
  /** Secure cookies everywhere but in development (issue 4, item 6). */
  secureCookies: boolean;
  /** Live buoy status changes from Kafka, for the map's SSE stream. */
  buoyStatusFeed: BuoyStatusFeed;
  /** Each bay's booking and buoy changes from Kafka, for the back office's live overview; none unless given. */
  bayChangesFeed?: BayChangesFeed;
  /** Look-ups of QR codes per client address (the walk-up page and guest sessions). */
  qrLookupLimit?: QrLookupLimit;
  /** SPKI PEM of the key booking passes are verified with, published for patrol phones; none unless given. */
  bookingPassPublicKey?: string;
  /** On each route's first reply, unless a test compiles them all at start. */
  serializersCompile?: WhenSerializersCompile;
}

/**
 * The BFF as an app that tests drive with inject(). Every route lives under /api, declares its
 * schemas (which also produce the OpenAPI document), and reaches services over gRPC only.
 */
export async function buildBffApp({
  logger,
  channels,
  webOrigins,
  trustProxy = false,
  verifyAccessToken,
  secureCookies,
  buoyStatusFeed,
  bayChangesFeed = idleBayChangesFeed(),
  qrLookupLimit = defaultQrLookupLimit,
  bookingPassPublicKey,
  serializersCompile,
}: BffDeps) {
  const catalog = createGrpcClient(catalogV1.CatalogServiceDefinition, channels.catalog);
  const booking = createGrpcClient(bookingV1.BookingServiceDefinition, channels.booking);
  const payment = createGrpcClient(paymentV1.PaymentServiceDefinition, channels.payment);
  const qrLookups = qrLookupLimiter(qrLookupLimit);
  const app = createHttpApp({
    logger,
    readiness: {},
    trustProxy,
    serializersCompile,
  }).withTypeProvider<TypeBoxTypeProvider>();
  await app.register(cors, {
    origin: webOrigins,
    credentials: true,
    // The plugin's default leaves out PATCH, which the account page's profile edit uses.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(cookie);
  // Map answers are large JSON (issue 5: a 10,000-buoy viewport within 150 KB gzip).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Moorline API',
        version: '1.0.0',
        description:
          'The public API of the Moorline web app: find, book and pay for mooring buoys. No text, in a ' +
          'path, a query or a JSON body, may hold the NUL character (U+0000): such a request is 400 ' +
          '`invalid_request`.',
      },
      servers: [{ url: 'http://localhost:8000' }],
    },
    // Shared schemas become components named by their $id, not def-0, def-1, ...
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) =>
        typeof json.$id === 'string' ? json.$id : `def-${index}`,
    },
  });
  for (const schema of sharedSchemas) app.addSchema(schema);
  validateAsDocumented(app, sharedSchemas);
  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(healthRoutes(channels));
      await api.register(contactRoutes(channels.notification));
      await api.register(pushRoutes(channels.notification, verifyAccessToken));
      await api.register(mapStreamRoutes(buoyStatusFeed, verifyAccessToken));
      await api.register(catalogRoutes({ catalog, verifyAccessToken }));
      await api.register(fleetRoutes(booking, verifyAccessToken));
      // The first web origin is the web app itself, as `make start` and the manifests list them.
      await api.register(bookingRoutes(booking, verifyAccessToken, webOrigins[0] ?? 'http://localhost:3000'));
      await api.register(cancellationRoutes(booking, verifyAccessToken));
      await api.register(nextNightRoutes(booking, verifyAccessToken));
      await api.register(waitlistRoutes(booking, verifyAccessToken));
      await api.register(bookingPassRoutes(booking, verifyAccessToken, bookingPassPublicKey));
      await api.register(walkUpRoutes(booking, verifyAccessToken, qrLookups));
      await api.register(paymentRoutes(payment, verifyAccessToken));
      await api.register(
        concessionaireRoutes({
          catalog,
          booking,
          payment,
          catalogChannel: channels.catalog,
          verifyAccessToken,
        }),
      );
      await api.register(
        adminRoutes({
          authChannel: channels.auth,
          bookingChannel: channels.booking,
          catalogChannel: channels.catalog,
          paymentChannel: channels.payment,
          verifyAccessToken,
        }),
      );
      await api.register(bayLiveRoutes(bayChangesFeed, verifyAccessToken));
      await api.register(photoOrderOtherMethods);
      await api.register(
        authRoutes({
          auth: createGrpcClient(authV1.AuthServiceDefinition, channels.auth),
          verifyAccessToken,
          webOrigins,
          cookies: { secure: secureCookies },
          qrCodeExists: (slug) => qrCodeExists(catalog, slug),
          spentSignInLimits: createSpentLimits(),
        }),
      );
      await api.register(
        guestSessionRoutes({
          auth: createGrpcClient(authV1.AuthServiceDefinition, channels.auth),
          qrCodeExists: (slug) => qrCodeExists(catalog, slug),
          qrLookups,
        }),
      );
    },
    { prefix: '/api' },
  );
  return app;
}

/** QR codes belong to catalog; an unknown slug is the only "no", every other failure propagates. */
async function qrCodeExists(
  catalog: GrpcClient<catalogV1.CatalogServiceDefinition>,
  qrSlug: string,
): Promise<boolean> {
  try {
    await catalog.resolveQrCode({ qrSlug });
    return true;
  } catch (error) {
    if (isAppError(error) && (error.code === 'not_found' || error.code === 'invalid_request')) return false;
    throw error;
  }
}
