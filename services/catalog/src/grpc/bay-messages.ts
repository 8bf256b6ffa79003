import { cancellationPolicyMessage } from './cancellation-policy-messages';
import type { catalogV1, commonV1 } from '@moorline/contracts';
import type { BayTable } from '../bays/bay.table';
import type { BayDetail } from '../bays/get-bay';
import type { BaySummary } from '../bays/list-bays';
import { bayStatusCode, hullKindCode, pinStateCode } from './catalog-enums';
import { bayPhotoMessage, bayVideoMessage } from './shop-window-messages';
import { onlineBookingMessage } from './operations-messages';
import { onlineBooking } from '../online-booking/online-booking';
import { seasonMessage } from './bay-setup-messages';

export type StayColumns = Pick<
  BayTable,
  | 'currency'
  | 'day_stay_available'
  | 'day_check_in'
  | 'day_check_out'
  | 'day_price_per_hour_cents'
  | 'day_price_full_day_cents'
  | 'night_stay_available'
  | 'night_check_in'
  | 'night_check_out'
  | 'night_price_cents'
>;

type Counts = Pick<BayDetail['counts'], 'digital' | 'fcfs' | 'traditional' | 'out_of_service'>;

export const money = (cents: number | null, currency: string): commonV1.Money | undefined =>
  cents === null ? undefined : { amountMinor: cents, currency };

/** Postgres gives local times as HH:MM:SS; the contract says HH:MM. */
const hhmm = (time: string | null) => time?.slice(0, 5) ?? '';

/** A bay's day and night stay, the same wherever a bay's stays are sent. */
export function stays(bay: StayColumns): { dayStay: catalogV1.DayStay; nightStay: catalogV1.NightStay } {
  return {
    dayStay: {
      offered: bay.day_stay_available,
      checkIn: hhmm(bay.day_check_in),
      checkOut: hhmm(bay.day_check_out),
      pricePerHour: money(bay.day_price_per_hour_cents, bay.currency),
      priceFullDay: money(bay.day_price_full_day_cents, bay.currency),
    },
    nightStay: {
      offered: bay.night_stay_available,
      checkIn: hhmm(bay.night_check_in),
      checkOut: hhmm(bay.night_check_out),
      pricePerNight: money(bay.night_price_cents, bay.currency),
    },
  };
}

const buoyCounts = (counts: Counts): catalogV1.BuoyCounts => ({
  digital: counts.digital,
  fcfs: counts.fcfs,
  traditional: counts.traditional,
  outOfService: counts.out_of_service,
});

/** The fields every bay message starts with. */
const identity = (bay: Pick<BayTable, 'slug' | 'name' | 'country' | 'lat' | 'lon'> & { id: string }) => ({
  bayId: bay.id,
  slug: bay.slug,
  name: bay.name,
  country: bay.country,
  location: { lat: bay.lat, lon: bay.lon },
});

export function baySummaryMessage(bay: BaySummary): catalogV1.BaySummary {
  const { dayStay, nightStay } = stays(bay);
  return {
    ...identity(bay),
    pinState: pinStateCode[bay.pinState],
    buoyCounts: buoyCounts(bay),
    freeDigitalBuoys: bay.freeDigital ?? undefined,
    dayStay: dayStay,
    nightStay,
    maxLoaCm: bay.max_loa_cm,
    onlineBooking: onlineBookingMessage(onlineBooking(bay.payment_account_ready)),
  };
}

export function bayMessage({
  bay,
  photos,
  images,
  counts,
  seasons,
}: Omit<BayDetail, 'counts'> & { counts: Counts }): catalogV1.Bay {
  const { dayStay, nightStay } = stays(bay);
  return {
    ...identity(bay),
    description: bay.description,
    guestInformation: bay.guest_information,
    coastlineGeojson: bay.coastline === null ? '' : JSON.stringify(bay.coastline),
    keepsNextNight: bay.keep_next_night,
    timeZone: bay.time_zone,
    operator: {
      name: bay.operator_name,
      company: bay.company_name,
      phone: bay.contact_phone ?? '',
      email: bay.contact_email ?? '',
      website: bay.contact_website ?? '',
      operatorId: bay.operator_id,
      registeredAddress: bay.company_address,
      taxNumber: bay.company_tax_number === '' ? '' : `${bay.country}${bay.company_tax_number}`,
    },
    maxLoaCm: bay.max_loa_cm,
    hullKinds: bay.hull_kinds.map((kind) => hullKindCode[kind]),
    dayStay: dayStay,
    nightStay,
    vatRateBasisPoints: bay.vat_rate_basis_points,
    mooringAssistance: {
      offered: bay.mooring_assistance_offered,
      price: money(bay.mooring_assistance_price_cents, bay.currency),
    },
    trashCollection: {
      offered: bay.trash_collection_offered,
      price: money(bay.trash_collection_price_cents, bay.currency),
      time: hhmm(bay.trash_collection_time),
    },
    images: images.map((image) => ({ url: image.url, caption: image.caption })),
    videoUrl: bay.video_url ?? '',
    buoyCounts: buoyCounts(counts),
    photos: photos.map(bayPhotoMessage),
    video: bayVideoMessage(bay.video_url),
    seasons: seasons.map(seasonMessage),
    status: bayStatusCode[bay.status],
    cancellationPolicy: cancellationPolicyMessage(bay),
  };
}
