import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, hasRole, type AccessTokenVerifier } from '@moorline/kit';
import type { FastifyRequest } from 'fastify';
import type { Channel } from 'nice-grpc';
import { requireCaller } from '../../auth/caller';
import { adminApplicationRoutes } from './applications.routes';
import { adminAuditRoutes } from './audit.routes';
import { adminBayRoutes } from './bays.routes';
import { adminEmbedTurnoverRoutes } from './embed-turnover.routes';
import { adminPaymentRoutes } from './payments.routes';
import { adminUserBookingRoutes } from './user-bookings.routes';
import { adminUserRoutes } from './users.routes';

/** An `onRequest` hook: 401 without a valid token, 403 for anyone but a superuser (spec §6). */
function superusersOnly(verifyAccessToken: AccessTokenVerifier) {
  return async (request: FastifyRequest): Promise<void> => {
    const caller = await requireCaller(request, verifyAccessToken);
    if (!hasRole(caller, 'superuser')) throw new AppError('forbidden');
  };
}

/**
 * The admin console's API under /v1/admin (issue 27): superusers only, settled before the body
 * is read; the services check the forwarded token again, as the authority.
 */
export function adminRoutes(deps: {
  authChannel: Channel;
  bookingChannel: Channel;
  catalogChannel: Channel;
  paymentChannel: Channel;
  verifyAccessToken: AccessTokenVerifier;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook('onRequest', superusersOnly(deps.verifyAccessToken));
    await app.register(adminApplicationRoutes(deps.catalogChannel));
    await app.register(adminAuditRoutes(deps.catalogChannel));
    await app.register(adminUserRoutes(deps.authChannel));
    await app.register(adminUserBookingRoutes(deps.bookingChannel));
    await app.register(adminBayRoutes(deps.catalogChannel));
    await app.register(adminPaymentRoutes(deps.paymentChannel));
    await app.register(adminEmbedTurnoverRoutes(deps.paymentChannel));
  };
}
