import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bayLayoutRoutes } from './bay-layout.routes';
import { baySetupRoutes } from './bay-setup.routes';
import { mapEmbedRoutes } from './map-embeds.routes';
import { publishingRoutes } from './publishing.routes';
import { buoyControlRoutes } from './buoy-control.routes';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';
import { operatorBayRoutes } from './operator-bays.routes';
import { shopWindowRoutes } from './shop-window.routes';

/** The back-office routes whose data catalog owns (issue 15). */
export function catalogBackofficeRoutes(deps: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(operatorBayRoutes(deps));
    await app.register(buoyControlRoutes(deps));
    await app.register(shopWindowRoutes(deps));
    await app.register(baySetupRoutes(deps));
    await app.register(bayLayoutRoutes(deps));
    await app.register(publishingRoutes(deps));
    await app.register(mapEmbedRoutes(deps));
  };
}
