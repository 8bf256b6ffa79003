import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bayExtraRoutes } from './bay-extras.routes';
import { bayRoutes } from './bays.routes';
import type { CatalogRouteDeps } from './catalog-route-deps';
import { mapRoutes } from './map.routes';
import { mediaRoutes } from './media.routes';
import { placeRoutes } from './places.routes';

export type { CatalogRouteDeps } from './catalog-route-deps';

/** The map, bay pages, location search, boat lists and embeds (issue 5 item 7). */
export function catalogRoutes(deps: CatalogRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(bayRoutes(deps));
    await app.register(bayExtraRoutes(deps));
    await app.register(mapRoutes(deps));
    await app.register(placeRoutes(deps));
    await app.register(mediaRoutes(deps));
  };
}
