import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { ErrorBody } from '../error-body';
import { boatType, placeKind, point } from './catalog-json';
import { fieldErrorCodes } from '../../wire/field-error-codes';
import type { CatalogRouteDeps } from './catalog-route-deps';
import { BoatBrandList, BoatModelList, ListFilter, LocationList, SearchQuery } from './place-schemas';

const error = ErrorBody.ref;
const locationKind = (kind: catalogV1.LocationKind): 'bay' | 'place' =>
  kind === catalogV1.LocationKind.LOCATION_KIND_BAY ? 'bay' : 'place';

/** Location search (spec §5) and the boat brand and model lists (spec §3). */
export function placeRoutes({ catalog }: CatalogRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/v1/locations',
      {
        schema: {
          tags: ['map'],
          summary: 'Search bays and coastal places',
          description:
            'At least 2 characters (else 400 `query_too_short`); accents and case do not matter, so ' +
            '`sipan` finds Šipan. Best matches first.',
          querystring: Type.Object({ q: SearchQuery }),
          response: { 200: LocationList.ref, 400: error, '5xx': error },
        },
        schemaErrorFormatter: fieldErrorCodes({ q: 'query_too_short' }),
      },
      async (request) => {
        const query = request.query.q.trim();
        if ([...query].length < 2) throw new AppError('query_too_short');
        const { results } = await catalog.searchLocations({ query, limit: 10 });
        return {
          results: results.map((match) => ({
            kind: locationKind(match.kind),
            id: match.id,
            name: match.name,
            bay_slug: match.baySlug || null,
            place_kind: placeKind(match.placeKind),
            country: match.country,
            region: match.region,
            ...point(match.location),
          })),
        };
      },
    );

    app.get(
      '/v1/boat-brands',
      {
        schema: {
          tags: ['boats'],
          summary: 'Boat brands for the fleet form',
          querystring: Type.Object({ q: ListFilter('Filter; empty lists the best known brands') }),
          response: { 200: BoatBrandList.ref, 400: error, '5xx': error },
        },
      },
      async (request) => {
        const { brands } = await catalog.listBrands({ query: (request.query.q ?? '').trim(), limit: 50 });
        return { brands: brands.map((brand) => ({ id: brand.brandId, name: brand.name })) };
      },
    );

    app.get(
      '/v1/boat-brands/:id/models',
      {
        schema: {
          tags: ['boats'],
          summary: 'Models of a boat brand (spec §3: brand before model)',
          params: Type.Object({ id: Type.String({ format: 'uuid', maxLength: 36 }) }),
          querystring: Type.Object({ q: ListFilter('Filter') }),
          response: { 200: BoatModelList.ref, 400: error, 404: error, '5xx': error },
        },
      },
      async (request) => {
        const { models } = await catalog.listModels({
          brandId: request.params.id,
          query: (request.query.q ?? '').trim(),
          limit: 100,
        });
        return {
          models: models.map((model) => ({
            id: model.modelId,
            name: model.name,
            boat_type: boatType(model.boatType),
            loa_cm: model.loaCm ?? null,
            beam_cm: model.beamCm ?? null,
            draft_cm: model.draftCm ?? null,
          })),
        };
      },
    );
  };
}
