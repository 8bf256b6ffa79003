import { Type, type Static } from '@fastify/type-provider-typebox';
import { walkUpStates, wireValues } from '../../wire/enum-tables';
import { named, namedEnum, nullable } from '../../wire/named-schema';
import { Language } from '../auth/auth-schemas';
import { Alternative, Booking, Extras, PriceBreakdown } from '../booking/booking-schemas';
import { ManagementKind, Money, StayKind } from '../catalog/catalog-schemas';

// The QR walk-up (issue 14): what a scanned buoy allows, presence at it, and the check-in.

const instant = (description: string) => Type.String({ format: 'date-time', description });

export const WalkUpState = namedEnum(
  'WalkUpState',
  wireValues(walkUpStates),
  'What a boater at the buoy can do now: start a stay (available), see until when it is taken ' +
    '(occupied) or when someone else’s unpaid hold lapses (held), mark the arrival of their own booking (yours), nothing (informational, ' +
    'out_of_service), or nothing any more today (closed)',
);

export const WalkUpOffer = named(
  'WalkUpOffer',
  Type.Object({
    stay_kind: StayKind.ref,
    nights: Type.Integer({ description: '1 is tonight, 2 is night + 1; 0 for a day stay' }),
    period_start: instant('Now: a walk-up starts when it is made'),
    period_end: instant('The bay’s check-out for the stay'),
    price: PriceBreakdown.ref,
  }),
);

export const WalkUp = named(
  'WalkUp',
  Type.Object({
    bay_id: Type.String(),
    bay_slug: Type.String(),
    bay_name: Type.String(),
    buoy_id: Type.String(),
    buoy_label: Type.String(),
    time_zone: Type.String({ description: 'The bay’s IANA time zone, to show times in bay time' }),
    management: ManagementKind.ref,
    state: WalkUpState.ref,
    occupied_until: nullable(instant('occupied or held: when the stay that takes the buoy ends')),
    hold_expires_at: nullable(instant('held: when the last hold lapses unless it is paid')),
    alternatives: Type.Array(Alternative.ref, {
      description: 'occupied, held or out of service: free buoys nearby',
    }),
    your_booking: nullable(Booking.ref),
    offers: Type.Array(WalkUpOffer.ref, {
      description: 'available: the stays that can start now, day first',
    }),
    max_loa_cm: Type.Integer({ description: 'The longest boat the buoy and its bay take' }),
    mooring_assistance_price: nullable(Money.ref),
    trash_collection_price: nullable(Money.ref),
  }),
);

// 100: Fastify's limit on a path parameter (maxParamLength); longer is refused before any schema.
export const QrSlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });

/** The extras the offers are priced with, so the summary shows what the check-in charges. */
export const WalkUpExtrasQuery = Type.Object({
  mooring_assistance: Type.Optional(
    Type.Boolean({ description: 'Price the offers with mooring assistance' }),
  ),
  trash_collection: Type.Optional(Type.Boolean({ description: 'Price the offers with trash collection' })),
});

export const PresenceBody = named(
  'PresenceBody',
  Type.Object(
    {
      latitude: Type.Number({ minimum: -90, maximum: 90 }),
      longitude: Type.Number({ minimum: -180, maximum: 180 }),
      accuracy_m: Type.Number({
        exclusiveMinimum: 0,
        maximum: 100_000,
        description: 'The browser’s accuracy',
      }),
    },
    {
      additionalProperties: false,
      description: 'The position the browser reported once; used for this answer only, never stored',
    },
  ),
);

export const PresencePass = named(
  'PresencePass',
  Type.Object({
    presence_id: Type.String({ format: 'uuid', description: 'Presented by the check-in' }),
    expires_at: instant('After this the boater shares the location again'),
    distance_m: Type.Integer({ description: 'How far from the buoy the position was' }),
  }),
);

export const PresenceRefused = named(
  'PresenceRefused',
  Type.Object({
    code: Type.String({ description: 'check_in_blocked' }),
    message: Type.String({ description: 'Message from the error catalogue, safe to show' }),
    distance_m: Type.Integer({ description: 'How far from the buoy the position was, metres' }),
    radius_m: Type.Integer({ description: 'How near the buoy a check-in must be, metres' }),
  }),
);

export const CheckInBody = named(
  'CheckInBody',
  Type.Object(
    {
      presence_id: Type.String({ minLength: 1, maxLength: 64 }),
      boat_id: Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'The boat at the buoy, from the fleet',
      }),
      stay_kind: Type.Optional(StayKind.ref),
      nights: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
      extras: Type.Optional(Extras.ref),
      language: Type.Optional(Language.ref),
    },
    {
      additionalProperties: false,
      description:
        'A walk-up names its stay (`stay_kind`, and `nights` for a night stay); marking the ' +
        'arrival of a booking made ahead needs only the boat.',
    },
  ),
);
export type CheckInBodyJson = Static<typeof CheckInBody.ref>;

export const CheckedIn = named(
  'CheckedIn',
  Type.Object({
    booking: Booking.ref,
    arrival: Type.Boolean({
      description: 'True: the arrival of a booking made ahead is marked. False: a walk-up is held; pay it',
    }),
  }),
);
