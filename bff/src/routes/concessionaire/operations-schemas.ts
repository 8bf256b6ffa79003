import { Type } from '@fastify/type-provider-typebox';
import { named, nullable } from '../../wire/named-schema';
import { BuoyStatus, ManagementKind, NotBookableReason, ServiceState } from '../catalog/catalog-schemas';

// The back office's bays, buoys and buoy control (issue 15 items 2, 6, 7): named, so the
// OpenAPI document and the web's generated types name them too.

export const OperatorBay = named(
  'OperatorBay',
  Type.Object({
    bay_id: Type.String({ description: 'The bayUuid of the back office routes' }),
    slug: Type.String(),
    name: Type.String(),
    country: Type.String(),
    time_zone: Type.String(),
    buoys: Type.Object({
      total: Type.Integer(),
      digital: Type.Integer(),
      first_come: Type.Integer(),
      out_of_service: Type.Integer(),
    }),
    bookable_online: Type.Boolean(),
    not_bookable_reason: nullable(NotBookableReason.ref),
  }),
);

export const OperatorBayList = named('OperatorBayList', Type.Object({ bays: Type.Array(OperatorBay.ref) }));

export const OperatorBuoy = named(
  'OperatorBuoy',
  Type.Object({
    buoy_id: Type.String(),
    label: Type.String(),
    management_kind: ManagementKind.ref,
    service_state: ServiceState.ref,
    out_of_service_reason: nullable(Type.String({ description: 'Why, as the staff wrote it' })),
    out_of_service_until: nullable(
      Type.String({
        format: 'date-time',
        description: 'Back in service by itself then; null: until further notice',
      }),
    ),
    qr_slug: Type.String({ description: 'The QR code leads to /qr/{qr_slug}' }),
    status_now: BuoyStatus.ref,
    booked_until: nullable(Type.String({ format: 'date-time' })),
    max_loa_cm: Type.Integer(),
  }),
);

export const OperatorBuoyList = named(
  'OperatorBuoyList',
  Type.Object({ buoys: Type.Array(OperatorBuoy.ref) }),
);

export const BuoyServiceChange = named(
  'BuoyServiceChange',
  Type.Object({
    in_service: Type.Boolean({ description: 'true puts the buoy back in service; false takes it out' }),
    reason: Type.Optional(
      Type.String({ maxLength: 200, description: 'Why it is out of service: required when taking it out' }),
    ),
    until: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'When it goes back by itself; omitted: until further notice',
      }),
    ),
  }),
);

export const FreeBuoy = named(
  'FreeBuoy',
  Type.Object({ buoy_id: Type.String(), label: Type.String(), max_loa_cm: Type.Integer() }),
);

export const BookingInTheWay = named(
  'BookingInTheWay',
  Type.Object({
    booking_id: Type.String(),
    registration_number: Type.String({ description: 'Empty while the booking is only held' }),
    boat_name: Type.String({ description: 'Empty while the booking is only held' }),
    period_start: Type.String({ format: 'date-time' }),
    period_end: Type.String({ format: 'date-time' }),
    confirmed: Type.Boolean(),
    free_buoys: Type.Array(FreeBuoy.ref, {
      description: 'Buoys of the bay free for the whole period that surely take the boat, nearest first',
    }),
  }),
);

export const BuoyHasBookings = named(
  'BuoyHasBookings',
  Type.Object({
    code: Type.Literal('buoy_has_bookings'),
    message: Type.String({ description: 'Message from the error catalogue, safe to show' }),
    bookings: Type.Array(BookingInTheWay.ref, { description: 'Move these first, earliest first' }),
  }),
);

export const BayIdParams = Type.Object({ bayId: Type.String({ minLength: 1, maxLength: 64 }) });
export const BuoyParams = Type.Object({
  bayId: Type.String({ minLength: 1, maxLength: 64 }),
  buoyId: Type.String({ minLength: 1, maxLength: 64 }),
});
