import { catalogV1, type commonV1 } from '@moorline/contracts';
import { cancellationPolicyJson } from './cancellation-policy-schema';
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
  videoProviders,
  wireValue,
} from '../../wire/enum-tables';

// Proto answers of catalog turned into the /v1 JSON the web app reads (snake_case, enums as
// words, from the one table per enum). One place per shape, shared by the routes.

export const money = (value: commonV1.Money | undefined) =>
  value ? { cents: value.amountMinor, currency: value.currency } : null;

const signedOutPin = pinStates[catalogV1.PinState.PIN_STATE_SIGN_IN_REQUIRED];

/** spec §4 pin: an unset state is a signed-out answer, an unknown one is shown as informational. */
export const pinOf = (state: catalogV1.PinState) =>
  state === catalogV1.PinState.PIN_STATE_UNSPECIFIED
    ? signedOutPin
    : (wireValue(pinStates, state) ?? pinStates[catalogV1.PinState.PIN_STATE_INFORMATIONAL]);

export const hullKindNames = (kinds: catalogV1.HullKind[]) =>
  kinds.flatMap((kind) => wireValue(hullKinds, kind) ?? []);

export const placeKind = (kind: catalogV1.PlaceKind) => wireValue(placeKinds, kind) ?? null;

export const boatType = (type: catalogV1.BoatType) => wireValue(boatTypes, type) ?? null;

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

/** Whether boaters can book the bay online, and why not; unsaid counts as not bookable. */
export const onlineBookingJson = (online: catalogV1.OnlineBooking | undefined) => ({
  bookable_online: online?.bookable ?? false,
  not_bookable_reason: online?.bookable
    ? null
    : (wireValue(notBookableReasons, online?.notBookableReason ?? 0) ?? null),
});

/** A variant's address: relative to the API base, naming its bytes' hash, so caches keep it forever. */
export const photoVariantPath = (photoId: string, variant: catalogV1.PhotoVariant, format: string) =>
  `/v1/media/photos/${photoId}/${variant.width}.${format}?v=${variant.contentHash.slice(0, PHOTO_HASH_LENGTH)}`;

/** How much of a variant's SHA-256 its URL carries: 64 bits, plenty to tell versions apart. */
export const PHOTO_HASH_LENGTH = 16;

export function bayPhotoJson(photo: catalogV1.BayPhoto) {
  return {
    photo_id: photo.photoId,
    position: photo.position,
    caption: localized(photo.caption),
    width: photo.width,
    height: photo.height,
    variants: photo.variants.flatMap((variant) => {
      const format = wireValue(photoFormats, variant.format);
      if (format === undefined) return [];
      const url = photoVariantPath(photo.photoId, variant, format);
      return [{ width: variant.width, height: variant.height, format, url, byte_size: variant.byteSize }];
    }),
  };
}

export function bayVideoJson(video: catalogV1.BayVideo | undefined) {
  const provider = video === undefined ? undefined : wireValue(videoProviders, video.provider);
  if (video === undefined || provider === undefined) return null;
  return { provider, video_id: video.videoId, url: video.url, embed_url: video.embedUrl };
}

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
    ...onlineBookingJson(bay.onlineBooking),
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
    hull_kinds: hullKindNames(bay.hullKinds),
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
    photos: bay.photos.map(bayPhotoJson),
    video_url: bay.videoUrl || null,
    video: bayVideoJson(bay.video),
    buoy_counts: buoyCounts(bay.buoyCounts),
    ...onlineBookingJson(bay.onlineBooking),
    cancellation_policy: cancellationPolicyJson(bay.cancellationPolicy),
    keeps_next_night: bay.keepsNextNight,
  };
}

export function buoyJson(buoy: catalogV1.Buoy, liveStatus: boolean) {
  return {
    id: buoy.buoyId,
    label: buoy.label,
    ...point(buoy.location),
    max_loa_cm: buoy.maxLoaCm,
    hull_kinds: hullKindNames(buoy.hullKinds),
    management: wireValue(managementKinds, buoy.managementKind)?.name ?? 'traditional',
    service_state: wireValue(serviceStates, buoy.serviceState)?.name ?? 'in_service',
    status: liveStatus ? (wireValue(buoyStatuses, buoy.status)?.name ?? null) : null,
    booked_until: liveStatus && buoy.bookedUntil ? buoy.bookedUntil.toISOString() : null,
  };
}
