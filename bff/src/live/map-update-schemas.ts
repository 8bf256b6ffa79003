import { Type, type Static } from '@fastify/type-provider-typebox';
import { BuoyStatus } from '../routes/catalog/catalog-schemas';
import { named, nullable } from '../wire/named-schema';

// What the map stream sends (issue 5 item 7): each server-sent event's `data`, named so the web's
// generated types read it; snake_case like the rest of /v1.

/** `buoy-status`: a buoy's status now changed (a booking event, or a booking beginning or ending). */
export const BuoyStatusUpdate = named(
  'BuoyStatusUpdate',
  Type.Object({
    bay_id: Type.String(),
    buoy_id: Type.String(),
    buoy_label: Type.String(),
    status: BuoyStatus.ref,
    booked_until: nullable(Type.String({ format: 'date-time' })),
    changed_at: Type.String({ format: 'date-time' }),
  }),
);

/** `buoy-availability`: a booking took or freed a buoy for a period; maps showing an overlapping stay ask again. */
export const BuoyAvailabilityUpdate = named(
  'BuoyAvailabilityUpdate',
  Type.Object({
    bay_id: Type.String(),
    buoy_id: Type.String(),
    buoy_label: Type.String(),
    period_start: Type.String({ format: 'date-time' }),
    period_end: Type.String({ format: 'date-time' }),
    occupied: Type.Boolean(),
    changed_at: Type.String({ format: 'date-time' }),
  }),
);

/** `bay-layout`: the bay's manager saved a new buoy layout; maps showing the bay ask for its buoys again. */
export const BayLayoutUpdate = named(
  'BayLayoutUpdate',
  Type.Object({
    bay_id: Type.String(),
    added_buoy_ids: Type.Array(Type.String()),
    updated_buoy_ids: Type.Array(Type.String()),
    removed_buoy_ids: Type.Array(Type.String(), { description: 'No longer on the map' }),
    changed_at: Type.String({ format: 'date-time' }),
  }),
);

/** One server-sent event of GET /v1/map/stream: its `event:` name and its `data:` JSON. */
export const MapUpdate = named(
  'MapUpdate',
  Type.Union([
    Type.Object({ event: Type.Literal('buoy-status'), data: BuoyStatusUpdate.ref }),
    Type.Object({ event: Type.Literal('buoy-availability'), data: BuoyAvailabilityUpdate.ref }),
    Type.Object({ event: Type.Literal('bay-layout'), data: BayLayoutUpdate.ref }),
  ]),
);

export type MapUpdate = Static<typeof MapUpdate.ref>;
export type MapUpdateEventName = MapUpdate['event'];
