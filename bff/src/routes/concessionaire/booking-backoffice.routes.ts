import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';

/** The back-office routes whose data booking owns (issue 15). */
export function bookingBackofficeRoutes(deps: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  void deps;
  return async () => {};
}
