import { Type } from '@fastify/type-provider-typebox';

// Response schemas double as the OpenAPI document; they list every field the web app reads.
export const Money = Type.Union(
  [Type.Object({ cents: Type.Integer(), currency: Type.String() }), Type.Null()],
  {
    description: 'Integer minor units, VAT included',
  },
);
export const Localized = Type.Object({
  en: Type.String(),
  sl: Type.String(),
  hr: Type.String(),
  it: Type.String(),
});
export const BuoyCounts = Type.Object({
  digital: Type.Integer(),
  fcfs: Type.Integer(),
  traditional: Type.Integer(),
  out_of_service: Type.Integer(),
});
export const DayStay = Type.Object({
  offered: Type.Boolean(),
  check_in: Type.String(),
  check_out: Type.String(),
  price_per_hour: Money,
  price_full_day: Money,
});
export const NightStay = Type.Object({
  offered: Type.Boolean(),
  check_in: Type.String(),
  check_out: Type.String(),
  price_per_night: Money,
});
const Pin = {
  pin: Type.String({ description: 'blue, orange, red or grey (spec §4)' }),
  pin_state: Type.String({ description: 'bookable, mostly_fcfs, full, informational or sign_in_required' }),
};

export const BaySummary = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  country: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  ...Pin,
  buoy_counts: BuoyCounts,
  free_buoys: Type.Union([Type.Integer(), Type.Null()]),
  day_stay: DayStay,
  night_stay: NightStay,
  max_loa_cm: Type.Integer(),
});

export const BayDetail = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  country: Type.String(),
  description: Localized,
  guest_information: Localized,
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
  hull_kinds: Type.Array(Type.String()),
  day_stay: DayStay,
  night_stay: NightStay,
  vat_rate_percent: Type.Number(),
  mooring_assistance: Type.Object({ offered: Type.Boolean(), price: Money }),
  trash_collection: Type.Object({ offered: Type.Boolean(), price: Money, time: Type.String() }),
  images: Type.Array(Type.Object({ url: Type.String(), caption: Localized })),
  video_url: Type.Union([Type.String(), Type.Null()]),
  buoy_counts: BuoyCounts,
});

export const Buoy = Type.Object({
  id: Type.String(),
  label: Type.String(),
  lat: Type.Number(),
  lon: Type.Number(),
  max_loa_cm: Type.Integer(),
  hull_kinds: Type.Array(Type.String()),
  management: Type.String({ description: 'digital, fcfs or traditional' }),
  service_state: Type.String({ description: 'in_service, restricted or out_of_service' }),
  status: Type.Union([Type.String(), Type.Null()], {
    description:
      'available, booked, out_of_service, fcfs, traditional or stay_not_offered; null when not signed in',
  }),
  booked_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const BayBuoys = Type.Object({
  bay_id: Type.String(),
  bay_slug: Type.String(),
  ...Pin,
  live_status: Type.Boolean(),
  buoys: Type.Array(Buoy),
});

export const StayQuerystring = {
  from: Type.Optional(
    Type.String({ description: 'YYYY-MM-DD; night: arrival, day: the day. Default today' }),
  ),
  to: Type.Optional(
    Type.String({ description: 'YYYY-MM-DD departure (night only). Default the day after from' }),
  ),
  stay: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('night')], { default: 'night' })),
};

export const BboxQuerystring = {
  bbox: Type.String({ description: 'minLon,minLat,maxLon,maxLat in degrees' }),
};
