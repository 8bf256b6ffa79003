import { catalogV1 } from '@moorline/contracts';
import { cancellationPolicyJson, cancellationPolicyMessage } from '../catalog/cancellation-policy-schema';
import { hullKinds, protoValue, wireValue } from '../../wire/enum-tables';
import type { BaySetupChangeBody } from './bay-setup-schemas';

// catalog's BaySetupService messages as the /v1 JSON and back, one function per shape.

const unset = <T>(value: T | undefined) => value ?? null;
const orUnset = <T>(value: T | null) => value ?? undefined;

function seasonJson(season: catalogV1.Season) {
  return {
    id: season.seasonId,
    first_date: season.firstDate,
    last_date: season.lastDate,
    closed: season.closed,
    night_price_cents: unset(season.nightPriceCents),
    day_price_per_hour_cents: unset(season.dayPricePerHourCents),
    day_price_full_day_cents: unset(season.dayPriceFullDayCents),
  };
}

export function baySetupJson(setup: catalogV1.BaySetup | undefined) {
  const s = catalogV1.BaySetup.fromPartial(setup ?? {});
  return {
    bay_id: s.bayId,
    country: s.country,
    currency: s.currency,
    time_zone: s.timeZone,
    default_vat_rate_basis_points: s.defaultVatRateBasisPoints,
    pin: { lat: s.pin?.lat ?? 0, lon: s.pin?.lon ?? 0 },
    night_stay: {
      offered: s.nightStayOffered,
      check_in: s.nightCheckIn,
      check_out: s.nightCheckOut,
      price_cents: s.nightPriceCents,
    },
    day_stay: {
      offered: s.dayStayOffered,
      check_in: s.dayCheckIn,
      check_out: s.dayCheckOut,
      price_per_hour_cents: s.dayPricePerHourCents,
      price_full_day_cents: s.dayPriceFullDayCents,
    },
    vat_rate_basis_points: s.vatRateBasisPoints,
    mooring_assistance: { offered: s.mooringAssistanceOffered, price_cents: s.mooringAssistancePriceCents },
    trash_collection: {
      offered: s.trashCollectionOffered,
      price_cents: s.trashCollectionPriceCents,
      time: s.trashCollectionTime,
    },
    max_loa_cm: s.maxLoaCm,
    hull_kinds: s.hullKinds.flatMap((kind) => wireValue(hullKinds, kind) ?? []),
    seasons: s.seasons.map(seasonJson),
    cancellation_policy: cancellationPolicyJson(s.cancellationPolicy),
    keep_next_night: s.keepNextNight,
  };
}

export function baySetupMessage(body: BaySetupChangeBody): catalogV1.BaySetup {
  return catalogV1.BaySetup.fromPartial({
    pin: body.pin,
    nightStayOffered: body.night_stay.offered,
    nightCheckIn: body.night_stay.check_in,
    nightCheckOut: body.night_stay.check_out,
    nightPriceCents: body.night_stay.price_cents,
    dayStayOffered: body.day_stay.offered,
    dayCheckIn: body.day_stay.check_in,
    dayCheckOut: body.day_stay.check_out,
    dayPricePerHourCents: body.day_stay.price_per_hour_cents,
    dayPriceFullDayCents: body.day_stay.price_full_day_cents,
    vatRateBasisPoints: body.vat_rate_basis_points,
    mooringAssistanceOffered: body.mooring_assistance.offered,
    mooringAssistancePriceCents: body.mooring_assistance.price_cents,
    trashCollectionOffered: body.trash_collection.offered,
    trashCollectionPriceCents: body.trash_collection.price_cents,
    trashCollectionTime: body.trash_collection.time,
    maxLoaCm: body.max_loa_cm,
    hullKinds: body.hull_kinds.map((kind) => protoValue(hullKinds, kind) ?? 0),
    seasons: body.seasons.map((season) => ({
      firstDate: season.first_date,
      lastDate: season.last_date,
      closed: season.closed,
      nightPriceCents: orUnset(season.night_price_cents),
      dayPricePerHourCents: orUnset(season.day_price_per_hour_cents),
      dayPriceFullDayCents: orUnset(season.day_price_full_day_cents),
    })),
    cancellationPolicy: cancellationPolicyMessage(body.cancellation_policy),
    keepNextNight: body.keep_next_night,
  });
}

const parsedOrNull = (json: string) => (json === '' ? null : (JSON.parse(json) as Record<string, unknown>));

export function auditEntryJson(entry: catalogV1.AuditEntry) {
  return {
    id: entry.entryId,
    bay_id: entry.bayId === '' ? null : entry.bayId,
    actor_user_id: entry.actorUserId,
    actor_role: entry.actorRole,
    action: entry.action,
    subject_kind: entry.subjectKind,
    subject_id: entry.subjectId,
    before: parsedOrNull(entry.beforeJson),
    after: parsedOrNull(entry.afterJson),
    at: (entry.at ?? new Date(0)).toISOString(),
  };
}
