import { Type } from '@fastify/type-provider-typebox';
import { int32, named, nullable } from '../../wire/named-schema';
import { HullKind, ManagementKind, ServiceState } from '../catalog/catalog-schemas';

// A bay's buoy layout as its manager edits it (issue 27 item 3). Ranges are catalog's rules, so a
// value out of range comes back as that row's refusal, with its code, not as a 400 of the whole.

export const LayoutBuoy = named(
  'LayoutBuoy',
  Type.Object({
    buoy_id: nullable(Type.String({ description: 'null for a buoy a dry run would add' })),
    label: Type.String({ description: 'The number painted on the buoy, unique in the bay' }),
    lat: Type.Number(),
    lon: Type.Number(),
    max_loa_cm: Type.Integer({ description: 'Longest boat it takes, centimetres' }),
    hull_kinds: Type.Array(HullKind.ref),
    management_kind: ManagementKind.ref,
    qr_slug: nullable(
      Type.String({ description: 'Its QR code leads to /qr/{qr_slug}; null for a buoy a dry run would add' }),
    ),
    service_state: ServiceState.ref,
  }),
);

export const BayLayout = named(
  'BayLayout',
  Type.Object({
    pin: Type.Object(
      { lat: Type.Number(), lon: Type.Number() },
      { description: 'Every buoy lies within 3 km of it' },
    ),
    buoys: Type.Array(LayoutBuoy.ref, { description: 'In label order' }),
  }),
);

export const LayoutRow = named(
  'LayoutRow',
  Type.Object(
    {
      buoy_id: Type.Optional(
        Type.String({
          maxLength: 64,
          description: 'The existing buoy this row updates or moves; absent adds a buoy',
        }),
      ),
      label: Type.Optional(
        Type.String({
          maxLength: 40,
          description: 'Absent or empty: the next number after the highest in the layout',
        }),
      ),
      lat: Type.Number({ description: 'Latitude, degrees' }),
      lon: Type.Number({ description: 'Longitude, degrees' }),
      max_loa_cm: int32({ description: 'Longest boat it takes, 150 to 6000 cm' }),
      hull_kinds: Type.Array(HullKind.ref, { maxItems: 2, description: 'At least one, each once' }),
      management_kind: ManagementKind.ref,
    },
    { additionalProperties: false },
  ),
);

export const BayLayoutChange = named(
  'BayLayoutChange',
  Type.Object(
    {
      rows: Type.Array(LayoutRow.ref, {
        maxItems: 2000,
        description: 'The whole layout: a buoy of the bay no row names is removed',
      }),
    },
    { additionalProperties: false },
  ),
);

export const BayLayoutQuery = Type.Object(
  { dry_run: Type.Optional(Type.Boolean({ description: 'Check only: nothing is saved' })) },
  { additionalProperties: false },
);

export const RefusedLayoutRow = named(
  'RefusedLayoutRow',
  Type.Object({
    row_index: Type.Integer({ description: 'Index of the row in the request, from 0' }),
    code: Type.String({ description: 'Error catalogue code, e.g. buoy_on_land, buoys_too_close' }),
    message: Type.String({ description: 'Message from the error catalogue, safe to show' }),
    other_row_index: nullable(
      Type.Integer({ description: 'The row it clashes with (too close, same label)' }),
    ),
  }),
);

export const LayoutBookingInTheWay = named(
  'LayoutBookingInTheWay',
  Type.Object({
    booking_id: Type.String({ description: 'Move it first (POST …/bookings/{bookingId}/move)' }),
    period_start: Type.String({ format: 'date-time' }),
    period_end: Type.String({ format: 'date-time' }),
    buoy_id: Type.String(),
    buoy_label: Type.String(),
    row_index: nullable(Type.Integer({ description: 'The row changing the buoy; null when it is removed' })),
    reason: Type.Union([
      Type.Literal('buoy_removed'),
      Type.Literal('buoy_not_digital'),
      Type.Literal('buoy_max_loa_lowered'),
      Type.Literal('buoy_hull_kinds_narrowed'),
    ]),
  }),
);

const verdictFields = {
  refused_rows: Type.Array(RefusedLayoutRow.ref, { description: 'In row order' }),
  bookings_in_the_way: Type.Array(LayoutBookingInTheWay.ref, { description: 'Earliest first' }),
};

export const BayLayoutVerdict = named(
  'BayLayoutVerdict',
  Type.Object({
    saved: Type.Boolean({ description: 'false on a dry run' }),
    ...verdictFields,
    added: Type.Integer(),
    updated: Type.Integer(),
    removed: Type.Integer(),
    buoys: Type.Array(LayoutBuoy.ref, { description: 'The layout as saved, or as saving would leave it' }),
  }),
);

export const BayLayoutRefusal = named(
  'BayLayoutRefusal',
  Type.Object({
    code: Type.Union([Type.Literal('bay_layout_refused'), Type.Literal('bay_layout_has_bookings')]),
    message: Type.String({ description: 'Message from the error catalogue, safe to show' }),
    ...verdictFields,
  }),
);
