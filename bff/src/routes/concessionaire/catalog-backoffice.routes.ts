import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';

/** The back-office routes whose data catalog owns (issue 15). */
export function catalogBackofficeRoutes(deps: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  void deps;
  return async () => {};
}
