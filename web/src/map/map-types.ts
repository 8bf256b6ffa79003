// The BFF's map and bay answers (issue 5 item 7), as the web app reads them: snake_case JSON.

export type CountryCode = 'SI' | 'HR' | 'IT';

/** Integer minor units with a currency (CONVENTIONS); VAT included (spec §1). */
export type Money = { cents: number; currency: string };

/** spec §4 pin colours, named by meaning. */
export type PinColour = 'blue' | 'orange' | 'red' | 'grey';
export type PinState = 'bookable' | 'mostly_fcfs' | 'full' | 'informational' | 'sign_in_required';

export type BuoyCounts = { digital: number; fcfs: number; traditional: number; out_of_service: number };

export type DayStay = {
  offered: boolean;
  check_in: string;
  check_out: string;
  price_per_hour: Money | null;
  price_full_day: Money | null;
};

export type NightStay = {
  offered: boolean;
  check_in: string;
  check_out: string;
  price_per_night: Money | null;
};

export type BaySummary = {
  id: string;
  slug: string;
  name: string;
  country: CountryCode;
  lat: number;
  lon: number;
  pin: PinColour;
  pin_state: PinState;
  buoy_counts: BuoyCounts;
  free_buoys: number | null;
  day_stay: DayStay;
  night_stay: NightStay;
  max_loa_cm: number;
};

export type BaysAnswer = { live_status: boolean; bays: BaySummary[] };

export type L10n = { en: string; sl: string; hr: string; it: string };

export type HullKind = 'mono' | 'multi';

export type BayDetail = {
  id: string;
  slug: string;
  name: string;
  country: CountryCode;
  description: L10n;
  guest_information: L10n;
  lat: number;
  lon: number;
  coastline: unknown;
  time_zone: string;
  operator: { name: string; company: string; phone: string; email: string; website: string };
  max_loa_cm: number;
  hull_kinds: HullKind[];
  day_stay: DayStay;
  night_stay: NightStay;
  vat_rate_percent: number;
  mooring_assistance: { offered: boolean; price: Money | null };
  trash_collection: { offered: boolean; price: Money | null; time: string };
  images: { url: string; caption: L10n }[];
  video_url: string | null;
  buoy_counts: BuoyCounts;
};

export type Management = 'digital' | 'fcfs' | 'traditional';
export type ServiceState = 'in_service' | 'restricted' | 'out_of_service';
/** spec §3 buoy statuses; null for visitors, who see no real-time status (spec §6). */
export type BuoyStatus =
  'available' | 'booked' | 'out_of_service' | 'fcfs' | 'traditional' | 'stay_not_offered';

export type Buoy = {
  id: string;
  label: string;
  lat: number;
  lon: number;
  max_loa_cm: number;
  hull_kinds: HullKind[];
  management: Management;
  service_state: ServiceState;
  status: BuoyStatus | null;
  booked_until: string | null;
};

export type BayBuoysAnswer = {
  bay_id: string;
  bay_slug: string;
  pin: PinColour;
  pin_state: PinState;
  live_status: boolean;
  buoys: Buoy[];
};

/** GET /v1/map/buoys: the viewport's buoys in columns (see compact-buoys.ts). */
export type CompactBuoysAnswer = {
  live_status: boolean;
  truncated: boolean;
  bays: { id: string; slug: string }[];
  buoys: {
    count: number;
    bay_index: number[];
    label: string[];
    lat_e6: number[];
    lon_e6: number[];
    management: string;
    service: string;
    status: string | null;
    booked_until: number[] | null;
  };
};

export type PlaceKind = 'island' | 'town' | 'bay' | 'cape';

export type LocationResult = {
  kind: 'bay' | 'place';
  id: string;
  name: string;
  bay_slug: string | null;
  place_kind: PlaceKind | null;
  country: string;
  region: string;
  lat: number;
  lon: number;
};

export type WeatherSample = {
  time: string;
  temperature_c: number;
  wind_speed_kn: number;
  wind_direction_deg: number;
  wind_gusts_kn: number;
  weather_code: number;
};

export type WeatherDay = {
  date: string;
  weather_code: number;
  temperature_max_c: number;
  temperature_min_c: number;
  wind_speed_max_kn: number;
  wind_gusts_max_kn: number;
  wind_direction_dominant_deg: number;
};

export type WeatherAnswer = {
  available: boolean;
  current: WeatherSample | null;
  hours: WeatherSample[];
  days: WeatherDay[];
  fetched_at: string | null;
  attribution: string;
};

export type MapEmbed = {
  id: string;
  partner_name: string;
  allowed_origins: string[];
  center: { lat: number; lon: number };
  zoom: number;
  locale: string;
  bays: { id: string; slug: string; name: string; lat: number; lon: number }[];
};

/** `buoy-status` on the map stream: a buoy's status now changed. */
export type BuoyStatusEvent = {
  bay_id: string;
  buoy_id: string;
  buoy_label: string;
  status: string;
  booked_until: string | null;
  changed_at: string;
};

/** `buoy-availability` on the map stream: a booking took or freed a buoy for a period. */
export type BuoyAvailabilityEvent = {
  bay_id: string;
  buoy_id: string;
  buoy_label: string;
  period_start: string;
  period_end: string;
  occupied: boolean;
  changed_at: string;
};

/** One event of GET /v1/map/stream. */
export type MapStreamEvent =
  | { kind: 'buoy-status'; change: BuoyStatusEvent }
  | { kind: 'buoy-availability'; change: BuoyAvailabilityEvent };
