import { catalogV1, type commonV1 } from '@moorline/contracts';

// Proto answers of catalog turned into the /v1 JSON the web app reads (snake_case, enums as
// words). One place per shape, shared by the routes.

export const money = (value: commonV1.Money | undefined) =>
  value ? { cents: value.amountMinor, currency: value.currency } : null;

const pinColours: Record<catalogV1.PinState, { pin: PinColour; pin_state: PinStateName }> = {
  [catalogV1.PinState.PIN_STATE_BOOKABLE]: { pin: 'blue', pin_state: 'bookable' },
  [catalogV1.PinState.PIN_STATE_MOSTLY_FCFS]: { pin: 'orange', pin_state: 'mostly_fcfs' },
  [catalogV1.PinState.PIN_STATE_FULL]: { pin: 'red', pin_state: 'full' },
  [catalogV1.PinState.PIN_STATE_INFORMATIONAL]: { pin: 'grey', pin_state: 'informational' },
  [catalogV1.PinState.PIN_STATE_SIGN_IN_REQUIRED]: { pin: 'grey', pin_state: 'sign_in_required' },
  [catalogV1.PinState.PIN_STATE_UNSPECIFIED]: { pin: 'grey', pin_state: 'sign_in_required' },
  [catalogV1.PinState.UNRECOGNIZED]: { pin: 'grey', pin_state: 'informational' },
};
export type PinColour = 'blue' | 'orange' | 'red' | 'grey';
export type PinStateName = 'bookable' | 'mostly_fcfs' | 'full' | 'informational' | 'sign_in_required';

/** spec §4: blue bookable, orange mostly FCFS, red full, grey informational or signed out. */
export const pinOf = (state: catalogV1.PinState) => pinColours[state];

export const managementNames: Record<number, 'digital' | 'fcfs' | 'traditional'> = {
  [catalogV1.ManagementKind.MANAGEMENT_KIND_DIGITAL]: 'digital',
  [catalogV1.ManagementKind.MANAGEMENT_KIND_FCFS]: 'fcfs',
  [catalogV1.ManagementKind.MANAGEMENT_KIND_TRADITIONAL]: 'traditional',
};

export const serviceStateNames: Record<number, 'in_service' | 'restricted' | 'out_of_service'> = {
  [catalogV1.ServiceState.SERVICE_STATE_IN_SERVICE]: 'in_service',
  [catalogV1.ServiceState.SERVICE_STATE_RESTRICTED]: 'restricted',
  [catalogV1.ServiceState.SERVICE_STATE_OUT_OF_SERVICE]: 'out_of_service',
};

export type BuoyStatusName =
  'available' | 'booked' | 'out_of_service' | 'fcfs' | 'traditional' | 'stay_not_offered';
export const buoyStatusNames: Record<number, BuoyStatusName> = {
  [catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE]: 'available',
  [catalogV1.BuoyStatus.BUOY_STATUS_BOOKED]: 'booked',
  [catalogV1.BuoyStatus.BUOY_STATUS_OUT_OF_SERVICE]: 'out_of_service',
  [catalogV1.BuoyStatus.BUOY_STATUS_FCFS]: 'fcfs',
  [catalogV1.BuoyStatus.BUOY_STATUS_TRADITIONAL]: 'traditional',
  [catalogV1.BuoyStatus.BUOY_STATUS_STAY_NOT_OFFERED]: 'stay_not_offered',
};

const hullNames: Record<number, 'mono' | 'multi'> = {
  [catalogV1.HullKind.HULL_KIND_MONO]: 'mono',
  [catalogV1.HullKind.HULL_KIND_MULTI]: 'multi',
};
export const hullKinds = (kinds: catalogV1.HullKind[]) => kinds.flatMap((kind) => hullNames[kind] ?? []);

const placeKindNames: Record<number, 'island' | 'town' | 'bay' | 'cape'> = {
  [catalogV1.PlaceKind.PLACE_KIND_ISLAND]: 'island',
  [catalogV1.PlaceKind.PLACE_KIND_TOWN]: 'town',
  [catalogV1.PlaceKind.PLACE_KIND_BAY]: 'bay',
  [catalogV1.PlaceKind.PLACE_KIND_CAPE]: 'cape',
};
export const placeKind = (kind: catalogV1.PlaceKind) => placeKindNames[kind] ?? null;

const boatTypeNames: Record<number, string> = {
  [catalogV1.BoatType.BOAT_TYPE_POWER_MONOHULL]: 'powermonohull',
  [catalogV1.BoatType.BOAT_TYPE_POWER_MULTIHULL]: 'powermultihull',
  [catalogV1.BoatType.BOAT_TYPE_SAIL_MONOHULL]: 'sailmonohull',
  [catalogV1.BoatType.BOAT_TYPE_SAIL_MULTIHULL]: 'sailmultihull',
};
/** spec §3 boat types. */
export const boatType = (type: catalogV1.BoatType) => boatTypeNames[type] ?? null;

export const localized = (text: catalogV1.LocalizedText | undefined) => ({
  en: text?.en ?? '',
  sl: text?.sl ?? '',
  hr: text?.hr ?? '',
  it: text?.it ?? '',
});

export const point = (location: catalogV1.GeoPoint | undefined) => ({
  lat: location?.lat ?? 0,
  lon: location?.lon ?? 0,
});

export const buoyCounts = (counts: catalogV1.BuoyCounts | undefined) => ({
  digital: counts?.digital ?? 0,
  fcfs: counts?.fcfs ?? 0,
  traditional: counts?.traditional ?? 0,
  out_of_service: counts?.outOfService ?? 0,
});

export const dayStay = (stay: catalogV1.DayStay | undefined) => ({
  offered: stay?.offered ?? false,
  check_in: stay?.checkIn ?? '',
  check_out: stay?.checkOut ?? '',
  price_per_hour: money(stay?.pricePerHour),
  price_full_day: money(stay?.priceFullDay),
});

export const nightStay = (stay: catalogV1.NightStay | undefined) => ({
  offered: stay?.offered ?? false,
  check_in: stay?.checkIn ?? '',
  check_out: stay?.checkOut ?? '',
  price_per_night: money(stay?.pricePerNight),
});

export function baySummary(bay: catalogV1.BaySummary) {
  return {
    id: bay.bayId,
    slug: bay.slug,
    name: bay.name,
    country: bay.country,
    ...point(bay.location),
    ...pinOf(bay.pinState),
    buoy_counts: buoyCounts(bay.buoyCounts),
    free_buoys: bay.freeDigitalBuoys ?? null,
    day_stay: dayStay(bay.dayStay),
    night_stay: nightStay(bay.nightStay),
    max_loa_cm: bay.maxLoaCm,
  };
}

function parseOutline(geojson: string): unknown {
  if (!geojson) return null;
  try {
    return JSON.parse(geojson) as unknown;
  } catch {
    return null;
  }
}

export function bayDetail(bay: catalogV1.Bay) {
  return {
    id: bay.bayId,
    slug: bay.slug,
    name: bay.name,
    country: bay.country,
    description: localized(bay.description),
    guest_information: localized(bay.guestInformation),
    ...point(bay.location),
    coastline: parseOutline(bay.coastlineGeojson),
    time_zone: bay.timeZone,
    operator: {
      name: bay.operator?.name ?? '',
      company: bay.operator?.company ?? '',
      phone: bay.operator?.phone ?? '',
      email: bay.operator?.email ?? '',
      website: bay.operator?.website ?? '',
    },
    max_loa_cm: bay.maxLoaCm,
    hull_kinds: hullKinds(bay.hullKinds),
    day_stay: dayStay(bay.dayStay),
    night_stay: nightStay(bay.nightStay),
    vat_rate_percent: bay.vatRateBasisPoints / 100,
    mooring_assistance: {
      offered: bay.mooringAssistance?.offered ?? false,
      price: money(bay.mooringAssistance?.price),
    },
    trash_collection: {
      offered: bay.trashCollection?.offered ?? false,
      price: money(bay.trashCollection?.price),
      time: bay.trashCollection?.time ?? '',
    },
    images: bay.images.map((image) => ({ url: image.url, caption: localized(image.caption) })),
    video_url: bay.videoUrl || null,
    buoy_counts: buoyCounts(bay.buoyCounts),
  };
}

export function buoyJson(buoy: catalogV1.Buoy, liveStatus: boolean) {
  return {
    id: buoy.buoyId,
    label: buoy.label,
    ...point(buoy.location),
    max_loa_cm: buoy.maxLoaCm,
    hull_kinds: hullKinds(buoy.hullKinds),
    management: managementNames[buoy.managementKind] ?? 'traditional',
    service_state: serviceStateNames[buoy.serviceState] ?? 'in_service',
    status: liveStatus ? (buoyStatusNames[buoy.status] ?? null) : null,
    booked_until: liveStatus && buoy.bookedUntil ? buoy.bookedUntil.toISOString() : null,
  };
}
