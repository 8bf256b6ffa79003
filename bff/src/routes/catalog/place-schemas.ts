import { QueryText } from '../../wire/query-text';
import { Type } from '@fastify/type-provider-typebox';
import { named, nullable } from '../../wire/named-schema';
import { BoatType, PlaceKind } from './catalog-schemas';

export const LocationKind = named(
  'LocationKind',
  Type.Unsafe<'bay' | 'place'>({
    type: 'string',
    enum: ['bay', 'place'],
    description: 'One of our bays (its page opens) or a gazetteer place (the map flies there)',
  }),
);

export const Location = named(
  'Location',
  Type.Object({
    kind: LocationKind.ref,
    id: Type.String(),
    name: Type.String(),
    bay_slug: nullable(Type.String()),
    place_kind: nullable(PlaceKind.ref),
    country: Type.String(),
    region: Type.String(),
    lat: Type.Number(),
    lon: Type.Number(),
  }),
);

export const LocationList = named('LocationList', Type.Object({ results: Type.Array(Location.ref) }));

export const BoatBrand = named('BoatBrand', Type.Object({ id: Type.String(), name: Type.String() }));

export const BoatBrandList = named('BoatBrandList', Type.Object({ brands: Type.Array(BoatBrand.ref) }));

/** A published size in centimetres, for the boat form to fill in while its field is empty. */
const publishedSize = (what: string) =>
  nullable(Type.Integer({ description: `The builder's published ${what} in cm; null when not known` }));

export const BoatModel = named(
  'BoatModel',
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    boat_type: nullable(BoatType.ref),
    loa_cm: publishedSize('length overall'),
    beam_cm: publishedSize('beam'),
    draft_cm: publishedSize('draft'),
  }),
);

export const BoatModelList = named('BoatModelList', Type.Object({ models: Type.Array(BoatModel.ref) }));

/** spec §5: at least 2 characters once trimmed; accents and case do not matter. */
export const SearchQuery = Type.String({
  minLength: 2,
  maxLength: 100,
  // Anchored, so that the document also says no NUL anywhere (the API refuses it in any text).
  pattern: String.raw`^\s*[^\s\u0000][^\u0000]*[^\s\u0000]\s*$`,
  description: 'What the user typed: at least 2 characters besides surrounding spaces',
});

/** An optional filter of a list; empty lists the best known entries. */
export const ListFilter = (description: string) => Type.Optional(QueryText({ maxLength: 100, description }));
