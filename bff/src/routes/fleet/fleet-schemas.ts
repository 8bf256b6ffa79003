import { Type, type Static } from '@fastify/type-provider-typebox';
import type { RuleRefusal } from '../../wire/field-error-codes';
import { named, nullable } from '../../wire/named-schema';
import { BoatType } from '../catalog/catalog-schemas';

// The sizes' bounds are the booking service's rules (services/booking/README.md, boat-rules.ts),
// stated here too, so the document allows only what booking accepts (issue 26 item 4).
const size = (min: number, max: number, description: string) =>
  Type.Integer({ minimum: min, maximum: max, description });

/** A size out of bounds answers booking's own message for it, as before the schema said them. */
export const boatSizeRefusals: Record<string, RuleRefusal> = {
  loa_cm: { code: 'invalid_request', message: 'Length overall must be between 1.5 and 60 m' },
  beam_cm: { code: 'invalid_request', message: 'Beam must be between 0.5 and 20 m' },
  draft_cm: { code: 'invalid_request', message: 'Draft must be between 0.1 and 8 m' },
};
export const BoatDetails = named(
  'BoatDetails',
  Type.Object(
    {
      name: Type.String({ maxLength: 200, description: '1 to 80 characters' }),
      brand_id: Type.Optional(
        Type.String({
          maxLength: 36,
          description: 'A brand from GET /v1/boat-brands; with model_id. Without any of the four, unknown',
        }),
      ),
      model_id: Type.Optional(
        Type.String({
          maxLength: 36,
          description: 'A model of that brand from GET /v1/boat-brands/{id}/models',
        }),
      ),
      custom_brand: Type.Optional(
        Type.String({ maxLength: 200, description: 'Brand of a boat not in the lists (without brand_id)' }),
      ),
      custom_model: Type.Optional(
        Type.String({ maxLength: 200, description: 'Model of a boat not in the lists (without brand_id)' }),
      ),
      type: BoatType.ref,
      registration_number: Type.String({
        maxLength: 60,
        description: '2 to 20 letters, digits, spaces or dashes; unique in the fleet; stored upper case',
      }),
      loa_cm: size(150, 6000, 'Length overall in cm, 150 to 6000'),
      // Issue 28 item 4: a walk-up guest's short form does not ask them; left out, they stay unknown.
      beam_cm: Type.Optional(size(50, 2000, 'Maximum beam in cm, 50 to 2000; left out when unknown')),
      draft_cm: Type.Optional(size(10, 800, 'Maximum draft in cm, 10 to 800; left out when unknown')),
    },
    { additionalProperties: false },
  ),
);

export type BoatDetailsBody = Static<typeof BoatDetails.ref>;

export const Boat = named(
  'Boat',
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    brand: Type.String({ description: 'Empty when unknown' }),
    model: Type.String({ description: 'Empty when unknown' }),
    brand_id: nullable(Type.String({ format: 'uuid' })),
    model_id: nullable(Type.String({ format: 'uuid' })),
    custom_brand_model: Type.Boolean({ description: 'Brand and model are free text, not from the lists' }),
    type: BoatType.ref,
    registration_number: Type.String(),
    loa_cm: Type.Integer(),
    beam_cm: nullable(Type.Integer({ description: 'Null when unknown' })),
    draft_cm: nullable(Type.Integer({ description: 'Null when unknown' })),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  }),
);

export const BoatList = named('BoatList', Type.Object({ boats: Type.Array(Boat.ref) }));

export const BoatIdParams = Type.Object({ boatId: Type.String({ minLength: 1, maxLength: 64 }) });
