import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInOnly } from '../../auth/caller';
import { applicationRoutes } from './applications.routes';
import { bayCancellationRoutes } from './bay-cancellation.routes';
import { bookingBackofficeRoutes } from './booking-backoffice.routes';
import { catalogBackofficeRoutes } from './catalog-backoffice.routes';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';
import { paymentBackofficeRoutes } from './payment-backoffice.routes';

/**
 * The concessionaire back office under /v1/concessionaires (issue 15). Every route asks the
 * service that owns the data with the caller's token: the service checks the bay against the
 * token's bays (404 for another operator's, 403 for a boater, 401 without a token).
 */
export function concessionaireRoutes(deps: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Who asks is settled before what is asked: anonymous is 401 whatever the body (issue 26).
    app.addHook('onRequest', signedInOnly(deps.verifyAccessToken));
    await app.register(catalogBackofficeRoutes(deps));
    await app.register(bookingBackofficeRoutes(deps));
    await app.register(bayCancellationRoutes(deps));
    await app.register(paymentBackofficeRoutes(deps));
    await app.register(applicationRoutes(deps.catalogChannel));
  };
}
