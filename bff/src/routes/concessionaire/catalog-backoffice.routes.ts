import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';
import { shopWindowRoutes } from './shop-window.routes';

/** The back-office routes whose data catalog owns (issue 15). */
export function catalogBackofficeRoutes(deps: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(shopWindowRoutes(deps));
  };
}
