import { cancellationRules, catalogV1, type seasonRules } from '@moorline/contracts';
import { AppError, type GrpcClient } from '@moorline/kit';
import { recentAnswers } from './recent-answers';
import type { BayPrices, BuoyAtBay, BuoyCandidate, BuoyDirectory, Hulls } from '../bookings/buoy-at-bay';

type CatalogClient = GrpcClient<typeof catalogV1.CatalogServiceDefinition>;
const v1 = catalogV1;

function hullsOf(kinds: catalogV1.HullKind[]): Hulls {
  return {
    mono: kinds.includes(v1.HullKind.HULL_KIND_MONO),
    multi: kinds.includes(v1.HullKind.HULL_KIND_MULTI),
  };
}

function stayTimesOf(timeZone: string, day?: catalogV1.DayStay, night?: catalogV1.NightStay) {
  return {
    timeZone,
    day: day?.offered ? { checkIn: day.checkIn, checkOut: day.checkOut } : null,
    night: night?.offered ? { checkIn: night.checkIn, checkOut: night.checkOut } : null,
  };
}

/** A season as the price rules take it; an unset price is the bay's base price. */
function seasonOf(season: catalogV1.Season): seasonRules.Season {
  return {
    firstDate: season.firstDate,
    lastDate: season.lastDate,
    closed: season.closed,
    nightMinor: season.nightPriceCents ?? null,
    dayPerHourMinor: season.dayPricePerHourCents ?? null,
    dayFullMinor: season.dayPriceFullDayCents ?? null,
  };
}

function pricesOf(bay: catalogV1.Bay): BayPrices {
  const currency =
    bay.nightStay?.pricePerNight?.currency ||
    bay.dayStay?.pricePerHour?.currency ||
    bay.dayStay?.priceFullDay?.currency;
  // Every bay's price list names its currency; a bay without one cannot be sold.
  if (!currency) throw new AppError('stay_not_offered');
  const offered = (extra: { offered: boolean; price?: { amountMinor: number } | undefined } | undefined) =>
    extra?.offered ? (extra.price?.amountMinor ?? 0) : null;
  return {
    currency,
    dayPerHourMinor: bay.dayStay?.pricePerHour?.amountMinor ?? 0,
    dayFullMinor: bay.dayStay?.priceFullDay?.amountMinor ?? 0,
    nightMinor: bay.nightStay?.pricePerNight?.amountMinor ?? 0,
    mooringAssistanceMinor: offered(bay.mooringAssistance),
    trashCollectionMinor: offered(bay.trashCollection),
    seasons: bay.seasons.map(seasonOf),
  };
}

export function buoyAtBayOf(buoy: catalogV1.Buoy, bay: catalogV1.Bay): BuoyAtBay {
  return {
    buoyId: buoy.buoyId,
    label: buoy.label,
    maxLoaCm: buoy.maxLoaCm,
    hulls: hullsOf(buoy.hullKinds),
    digital: buoy.managementKind === v1.ManagementKind.MANAGEMENT_KIND_DIGITAL,
    usable: buoy.serviceState !== v1.ServiceState.SERVICE_STATE_OUT_OF_SERVICE,
    bay: {
      bayId: bay.bayId,
      slug: bay.slug,
      name: bay.name,
      maxLoaCm: bay.maxLoaCm,
      hulls: hullsOf(bay.hullKinds),
      stayTimes: stayTimesOf(bay.timeZone, bay.dayStay, bay.nightStay),
      prices: pricesOf(bay),
      vatRateBasisPoints: bay.vatRateBasisPoints,
      // A catalog from before issue 30 sends none: every bay then had the default.
      cancellationPolicy: bay.cancellationPolicy ?? cancellationRules.defaultCancellationPolicy,
      bookableOnline: bay.onlineBooking?.bookable === true,
      listed: bay.status === v1.BayStatus.BAY_STATUS_LIVE,
      keepsNextNight: bay.keepsNextNight,
    },
  };
}

function candidateOf(candidate: catalogV1.BuoyCandidate): BuoyCandidate {
  return {
    buoyId: candidate.buoyId,
    label: candidate.buoyLabel,
    bayId: candidate.bayId,
    baySlug: candidate.baySlug,
    bayName: candidate.bayName,
    stayTimes: stayTimesOf(candidate.timeZone, candidate.dayStay, candidate.nightStay),
    distanceM: candidate.distanceM,
    qrSlug: candidate.qrSlug,
  };
}

// A bay's price list and a buoy's limits change rarely; a quote may be this old.
const KEEP_BUOYS_MS = 10_000;
// Alternatives are advice: a refusal does not wait long for them.
const CANDIDATES_DEADLINE_MS = 2_000;

/** Catalog's buoys over its gRPC API, as the booking rules use them. */
export function catalogBuoys(client: CatalogClient): BuoyDirectory {
  const buoys = recentAnswers<BuoyAtBay>(KEEP_BUOYS_MS);
  const candidateLists = recentAnswers<BuoyCandidate[]>(KEEP_BUOYS_MS);
  const askBuoy = async (buoyId: string) => {
    const { buoy, bay } = await client.getBuoy({ buoyId });
    if (!buoy || !bay) throw new AppError('not_found');
    return buoyAtBayOf(buoy, bay);
  };
  return {
    buoyAtBay: (buoyId) => buoys(buoyId, () => askBuoy(buoyId)),
    buoyAtBayNow: askBuoy,
    async bayBuoys(bayId) {
      const { bay } = await client.getBay({ slug: '', bayId, includeUnlisted: false });
      if (!bay) throw new AppError('not_found');
      const { buoys: listed } = await client.listBuoys({
        baySlug: bay.slug,
        stay: { stayKind: 0, fromDate: '', toDate: '' },
        includeUnlisted: false,
      });
      return listed.map((buoy) => buoyAtBayOf(buoy, bay));
    },
    candidates: (query) =>
      candidateLists(JSON.stringify(query), async () => {
        const { candidates } = await client.listBuoyCandidates(
          {
            buoyId: query.buoyId,
            loaCm: query.loaCm,
            hullKind: query.multihull ? v1.HullKind.HULL_KIND_MULTI : v1.HullKind.HULL_KIND_MONO,
            stayKind: query.stayKind === 'day' ? v1.StayKind.STAY_KIND_DAY : v1.StayKind.STAY_KIND_NIGHT,
            withinM: query.walkUpWithinM ?? 0,
            limit: 0,
            walkUp: query.walkUpWithinM !== undefined,
          },
          { deadline: CANDIDATES_DEADLINE_MS },
        );
        return candidates.map(candidateOf);
      }),
  };
}
