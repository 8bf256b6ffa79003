import { Type } from '@fastify/type-provider-typebox';
import {
  boatTypes,
  buoyStatuses,
  hullKinds,
  managementKinds,
  notBookableReasons,
  photoFormats,
  pinStates,
  placeKinds,
  serviceStates,
  stayKinds,
  videoProviders,
  wireValues,
} from '../../wire/enum-tables';
import { named, namedEnum, nullable } from '../../wire/named-schema';
import { CancellationPolicy } from './cancellation-policy-schema';

// Response schemas double as the OpenAPI document, each named so the web's generated types name
// it too; they list every field the web app reads. Enum schemas come from the one table per enum.

export const BuoyStatus = namedEnum(
  'BuoyStatus',
  wireValues(buoyStatuses).map((value) => value.name),
  "A buoy's status for a stay (spec §3, §4); the map stream's buoy-status events use the same words",
);
export const ManagementKind = namedEnum(
  'ManagementKind',
  wireValues(managementKinds).map((value) => value.name),
  'How a buoy is managed (spec §3, §4)',
);
export const ServiceState = namedEnum(
  'ServiceState',
  wireValues(serviceStates).map((value) => value.name),
  'Whether a buoy can be used at all, as its operator sets it (spec §4)',
);
export const PinColour = namedEnum(
  'PinColour',
  wireValues(pinStates).map((value) => value.pin),
  'spec §4 pin colours',
);
export const PinState = namedEnum(
  'PinState',
  wireValues(pinStates).map((value) => value.pin_state),
  'Why a pin has its colour; the two grey states say why they are grey',
);
export const HullKind = namedEnum('HullKind', wireValues(hullKinds), 'Hull kinds a bay or buoy accepts');
export const PlaceKind = namedEnum('PlaceKind', wireValues(placeKinds), 'Kind of a gazetteer place');
export const BoatType = namedEnum('BoatType', wireValues(boatTypes), 'spec §3 boat types');
export const StayKind = namedEnum('StayKind', wireValues(stayKinds), 'spec §3, §9: a day stay or nights');

export const NotBookableReason = namedEnum(
  'NotBookableReason',
  wireValues(notBookableReasons),
  'Why boaters cannot book a bay online: its operator has no payment account ready (issue 15 item 6)',
);

/** Whether boaters can book the bay online, and if not why; the Book button gives way to a notice. */
const OnlineBooking = {
  bookable_online: Type.Boolean(),
  not_bookable_reason: nullable(NotBookableReason.ref),
};

export const Money = named(
  'Money',
  Type.Object(
    { cents: Type.Integer(), currency: Type.String() },
    { description: 'Integer minor units, VAT included' },
  ),
);
export const Localized = named(
  'Localized',
  Type.Object({ en: Type.String(), sl: Type.String(), hr: Type.String(), it: Type.String() }),
);
export const PhotoFormat = namedEnum(
  'PhotoFormat',
  wireValues(photoFormats),
  'Image format of a photo variant',
);
export const VideoProvider = namedEnum(
  'VideoProvider',
  wireValues(videoProviders),
  'Where a bay video is hosted',
);

export const PhotoVariant = named(
  'PhotoVariant',
  Type.Object(
    {
      width: Type.Integer(),
      height: Type.Integer(),
      format: PhotoFormat.ref,
      url: Type.String({
        description:
          'Relative to the API base (`…/api`): `/v1/media/photos/{photo_id}/{width}.{format}?v=<hash>`. ' +
          'The URL names the bytes, so it may be cached forever.',
      }),
      byte_size: Type.Integer(),
    },
    { description: 'One resized copy of a photo, without any metadata (issue 15 item 8)' },
  ),
);

export const BayPhoto = named(
  'BayPhoto',
  Type.Object(
    {
      photo_id: Type.String({ format: 'uuid' }),
      position: Type.Integer({ description: 'Place in the gallery, 0 first' }),
      caption: Localized.ref,
      width: Type.Integer({ description: 'Of the largest variant' }),
      height: Type.Integer({ description: 'Of the largest variant' }),
      variants: Type.Array(PhotoVariant.ref, {
        description: 'Narrowest first, each width in WebP then JPEG',
      }),
    },
    { description: "A photo the bay's manager uploaded" },
  ),
);

export const BayVideo = named(
  'BayVideo',
  Type.Object(
    {
      provider: VideoProvider.ref,
      video_id: Type.String(),
      url: Type.String({ description: 'The link as kept' }),
      embed_url: Type.String({
        description:
          'The privacy-friendly player (youtube-nocookie.com, Vimeo with dnt=1); load it only on a click',
      }),
    },
    { description: 'A YouTube or Vimeo video of the bay' },
  ),
);

export const BuoyCounts = named(
  'BuoyCounts',
  Type.Object({
    digital: Type.Integer(),
    fcfs: Type.Integer(),
    traditional: Type.Integer(),
    out_of_service: Type.Integer(),
  }),
);
export const DayStay = named(
  'DayStay',
  Type.Object({
    offered: Type.Boolean(),
    check_in: Type.String(),
    check_out: Type.String(),
    price_per_hour: nullable(Money.ref),
    price_full_day: nullable(Money.ref),
  }),
);
export const NightStay = named(
  'NightStay',
  Type.Object({
    offered: Type.Boolean(),
    check_in: Type.String(),
    check_out: Type.String(),
    price_per_night: nullable(Money.ref),
  }),
);
const Pin = { pin: PinColour.ref, pin_state: PinState.ref };

export const BaySummary = named(
  'BaySummary',
  Type.Object({
    id: Type.String(),
    slug: Type.String(),
    name: Type.String(),
    country: Type.String(),
    lat: Type.Number(),
    lon: Type.Number(),
    ...Pin,
    buoy_counts: BuoyCounts.ref,
    free_buoys: nullable(Type.Integer()),
    day_stay: DayStay.ref,
    night_stay: NightStay.ref,
    max_loa_cm: Type.Integer(),
    ...OnlineBooking,
  }),
);

export const BayList = named(
  'BayList',
  Type.Object({ live_status: Type.Boolean(), bays: Type.Array(BaySummary.ref) }),
);

export const Bay = named(
  'Bay',
  Type.Object({
    id: Type.String(),
    slug: Type.String(),
    name: Type.String(),
    country: Type.String(),
    description: Localized.ref,
    guest_information: Localized.ref,
    lat: Type.Number(),
    lon: Type.Number(),
    coastline: Type.Unknown({ description: 'GeoJSON geometry of the buoyfield outline, or null' }),
    time_zone: Type.String(),
    operator: Type.Object({
      name: Type.String(),
      company: Type.String(),
      phone: Type.String(),
      email: Type.String(),
      website: Type.String(),
    }),
    max_loa_cm: Type.Integer(),
    hull_kinds: Type.Array(HullKind.ref),
    day_stay: DayStay.ref,
    night_stay: NightStay.ref,
    vat_rate_percent: Type.Number(),
    mooring_assistance: Type.Object({ offered: Type.Boolean(), price: nullable(Money.ref) }),
    trash_collection: Type.Object({
      offered: Type.Boolean(),
      price: nullable(Money.ref),
      time: Type.String(),
    }),
    images: Type.Array(Type.Object({ url: Type.String(), caption: Localized.ref }), {
      description: 'Drawn pictures, only for a bay without photos',
    }),
    photos: Type.Array(BayPhoto.ref, { description: "Photos the bay's manager uploaded, in gallery order" }),
    video_url: nullable(Type.String()),
    video: nullable(BayVideo.ref),
    buoy_counts: BuoyCounts.ref,
    ...OnlineBooking,
    cancellation_policy: CancellationPolicy.ref,
    keeps_next_night: Type.Boolean({
      description:
        'The night after a booked night stay is kept for the boat already there until 09:00 bay ' +
        'time on its check-out day (issue 30 item 3)',
    }),
  }),
);

export const Buoy = named(
  'Buoy',
  Type.Object({
    id: Type.String(),
    label: Type.String(),
    lat: Type.Number(),
    lon: Type.Number(),
    max_loa_cm: Type.Integer(),
    hull_kinds: Type.Array(HullKind.ref),
    management: ManagementKind.ref,
    service_state: ServiceState.ref,
    status: Type.Union([BuoyStatus.ref, Type.Null()], {
      description: 'Null when not signed in: visitors see no real-time status (spec §6)',
    }),
    booked_until: nullable(Type.String({ format: 'date-time' })),
  }),
);

export const BayBuoys = named(
  'BayBuoys',
  Type.Object({
    bay_id: Type.String(),
    bay_slug: Type.String(),
    /** The bay's IANA time zone: booked_until is shown on the bay's clock. */
    time_zone: Type.String({ description: "The bay's IANA time zone, e.g. Europe/Zagreb" }),
    ...Pin,
    live_status: Type.Boolean(),
    buoys: Type.Array(Buoy.ref),
    ...OnlineBooking,
  }),
);

/** A bay's URL slug (spec route /bays/{slug}). */
// 100: Fastify's limit on a path parameter (maxParamLength); longer is refused before any schema.
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });

const isoDate = (description: string) => Type.Optional(Type.String({ format: 'date', description }));

export const StayQuerystring = {
  from: isoDate('YYYY-MM-DD; night: arrival, day: the day. Default today'),
  to: isoDate('YYYY-MM-DD departure (night only). Default the day after from'),
  stay: Type.Optional(StayKind.ref),
};

// Four decimal numbers; the server also wants them within the globe and each min below its max.
const decimal = String.raw`-?\d{1,3}(\.\d+)?`;
export const BboxQuerystring = {
  bbox: Type.String({
    pattern: `^${decimal}(,${decimal}){3}$`,
    maxLength: 200,
    description: 'minLon,minLat,maxLon,maxLat in degrees, min below max',
  }),
};

/** The stated constraints keep the codes the handlers give for the same mistakes. */
export const mapQueryErrorCodes = {
  bbox: 'invalid_bbox',
  from: 'invalid_date_format',
  to: 'invalid_date_format',
} as const;
