import type { catalogV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import type { SeasonRow } from '../bay-setup/bay-season.repository';
import type { SetupInput } from '../bay-setup/bay-setup-rules';
import type { BaySetupAnswer } from '../bay-setup/get-bay-setup';
import { cancellationPolicyFrom, cancellationPolicyMessage } from './cancellation-policy-messages';
import { hullKindCode, hullKindFrom } from './catalog-enums';

/** Postgres gives local times as HH:MM:SS; the contract says HH:MM. */
const hhmm = (time: string | null) => time?.slice(0, 5) ?? '';
const centsOrZero = (cents: number | null) => cents ?? 0;
const centsOrUnset = (cents: number | null) => cents ?? undefined;

export function seasonMessage(season: SeasonRow): catalogV1.Season {
  return {
    seasonId: season.id,
    firstDate: season.first_date,
    lastDate: season.last_date,
    closed: season.closed,
    nightPriceCents: centsOrUnset(season.night_price_cents),
    dayPricePerHourCents: centsOrUnset(season.day_price_per_hour_cents),
    dayPriceFullDayCents: centsOrUnset(season.day_price_full_day_cents),
  };
}

export function baySetupMessage({
  bay,
  seasons,
  defaultVatRateBasisPoints,
}: BaySetupAnswer): catalogV1.BaySetup {
  return {
    bayId: bay.id,
    keepNextNight: bay.keep_next_night,
    country: bay.country,
    currency: bay.currency,
    pin: { lat: bay.lat, lon: bay.lon },
    timeZone: bay.time_zone,
    nightStayOffered: bay.night_stay_available,
    nightCheckIn: hhmm(bay.night_check_in),
    nightCheckOut: hhmm(bay.night_check_out),
    nightPriceCents: centsOrZero(bay.night_price_cents),
    dayStayOffered: bay.day_stay_available,
    dayCheckIn: hhmm(bay.day_check_in),
    dayCheckOut: hhmm(bay.day_check_out),
    dayPricePerHourCents: centsOrZero(bay.day_price_per_hour_cents),
    dayPriceFullDayCents: centsOrZero(bay.day_price_full_day_cents),
    vatRateBasisPoints: bay.vat_rate_basis_points,
    defaultVatRateBasisPoints,
    mooringAssistanceOffered: bay.mooring_assistance_offered,
    mooringAssistancePriceCents: centsOrZero(bay.mooring_assistance_price_cents),
    trashCollectionOffered: bay.trash_collection_offered,
    trashCollectionPriceCents: centsOrZero(bay.trash_collection_price_cents),
    trashCollectionTime: hhmm(bay.trash_collection_time),
    maxLoaCm: bay.max_loa_cm,
    hullKinds: bay.hull_kinds.map((kind) => hullKindCode[kind]),
    seasons: seasons.map(seasonMessage),
    cancellationPolicy: cancellationPolicyMessage(bay),
  };
}

/** The request's setup as the rules take it; a missing setup or pin is a malformed request. */
export function setupInputFrom(setup: catalogV1.BaySetup | undefined): {
  pin: { lat: number; lon: number };
  setup: SetupInput;
} {
  if (setup?.pin === undefined) throw new AppError('invalid_request', 'The setup and its pin are required');
  return {
    pin: setup.pin,
    setup: {
      night: {
        offered: setup.nightStayOffered,
        checkIn: setup.nightCheckIn,
        checkOut: setup.nightCheckOut,
        priceCents: setup.nightPriceCents,
      },
      day: {
        offered: setup.dayStayOffered,
        checkIn: setup.dayCheckIn,
        checkOut: setup.dayCheckOut,
        perHourCents: setup.dayPricePerHourCents,
        fullDayCents: setup.dayPriceFullDayCents,
      },
      vatRateBasisPoints: setup.vatRateBasisPoints,
      mooringAssistance: {
        offered: setup.mooringAssistanceOffered,
        priceCents: setup.mooringAssistancePriceCents,
      },
      trashCollection: {
        offered: setup.trashCollectionOffered,
        priceCents: setup.trashCollectionPriceCents,
        time: setup.trashCollectionTime,
      },
      maxLoaCm: setup.maxLoaCm,
      hullKinds: setup.hullKinds.map(hullKindFrom),
      seasons: setup.seasons.map((season) => ({
        firstDate: season.firstDate,
        lastDate: season.lastDate,
        closed: season.closed,
        nightPriceCents: season.nightPriceCents ?? null,
        dayPricePerHourCents: season.dayPricePerHourCents ?? null,
        dayPriceFullDayCents: season.dayPriceFullDayCents ?? null,
      })),
      cancellation: cancellationPolicyFrom(setup.cancellationPolicy),
      keepNextNight: setup.keepNextNight,
    },
  };
}
