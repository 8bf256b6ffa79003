import { catalogV1 } from '@moorline/contracts';
import type { BuoyCandidateRow } from '../buoys/buoy-candidates.repository';
import type { BuoyRow } from '../buoys/buoy.repository';
import type { getBuoy } from '../buoys/get-buoy';
import type { BuoyWithStatus } from '../buoys/list-buoys';
import { bayMessage, stays } from './bay-messages';
import type { resolveQrCode } from '../buoys/resolve-qr-code';
import { buoyStatusCode, hullKindCode, managementKindCode, serviceStateCode } from './catalog-enums';

type BuoyFields = Omit<BuoyRow, 'bay_id'> & Pick<BuoyWithStatus, 'live'>;

export function buoyMessage(buoy: BuoyFields): catalogV1.Buoy {
  return {
    buoyId: buoy.id,
    label: buoy.label,
    location: { lat: buoy.lat, lon: buoy.lon },
    maxLoaCm: buoy.max_loa_cm,
    hullKinds: buoy.hull_kinds.map((kind) => hullKindCode[kind]),
    managementKind: managementKindCode[buoy.management_kind],
    serviceState: serviceStateCode[buoy.service_state],
    status: buoy.live ? buoyStatusCode[buoy.live.status] : catalogV1.BuoyStatus.BUOY_STATUS_UNSPECIFIED,
    bookedUntil: buoy.live?.bookedUntil ?? undefined,
  };
}

const microdegrees = (degrees: number) => Math.round(degrees * 1e6);

/** Parallel arrays, buoy i at index i of each; bays listed once in the order they appear. */
export function viewportMessage(
  buoys: BuoyWithStatus[],
  truncated: boolean,
  liveStatusIncluded: boolean,
): catalogV1.ListViewportBuoysResponse {
  const bayIndex = new Map<string, number>();
  const bays: catalogV1.ViewportBay[] = [];
  for (const buoy of buoys) {
    if (bayIndex.has(buoy.bay_id)) continue;
    bayIndex.set(buoy.bay_id, bays.length);
    bays.push({ bayId: buoy.bay_id, slug: buoy.bay_slug });
  }
  const live = liveStatusIncluded ? buoys.map((buoy) => buoy.live) : [];
  return {
    bays,
    bayIndexes: buoys.map((buoy) => bayIndex.get(buoy.bay_id) ?? 0),
    labels: buoys.map((buoy) => buoy.label),
    latE6: buoys.map((buoy) => microdegrees(buoy.lat)),
    lonE6: buoys.map((buoy) => microdegrees(buoy.lon)),
    managementKinds: buoys.map((buoy) => managementKindCode[buoy.management_kind]),
    serviceStates: buoys.map((buoy) => serviceStateCode[buoy.service_state]),
    statuses: live.map((status) =>
      status ? buoyStatusCode[status.status] : catalogV1.BuoyStatus.BUOY_STATUS_UNSPECIFIED,
    ),
    bookedUntilUnixSeconds: live.map((status) =>
      status?.bookedUntil ? Math.floor(status.bookedUntil.getTime() / 1000) : 0,
    ),
    liveStatusIncluded,
    truncated,
  };
}

export function qrCodeMessage(
  buoy: Awaited<ReturnType<typeof resolveQrCode>>,
): catalogV1.ResolveQrCodeResponse {
  return {
    bayId: buoy.bay_id,
    baySlug: buoy.bay_slug,
    bayName: buoy.bay_name,
    buoyId: buoy.id,
    buoyLabel: buoy.label,
    buoyLocation: { lat: buoy.lat, lon: buoy.lon },
    managementKind: managementKindCode[buoy.management_kind],
    serviceState: serviceStateCode[buoy.service_state],
    checkInRadiusM: buoy.check_in_radius_m ?? 0,
  };
}

/** GetBuoy: what the buoy is and its whole bay; never a live status (booking knows what is booked). */
export function getBuoyMessage({
  buoy,
  bay,
}: Awaited<ReturnType<typeof getBuoy>>): catalogV1.GetBuoyResponse {
  return { buoy: buoyMessage({ ...buoy, live: null }), bay: bayMessage(bay) };
}

export function buoyCandidateMessage(candidate: BuoyCandidateRow): catalogV1.BuoyCandidate {
  const { dayStay, nightStay } = stays(candidate);
  return {
    buoyId: candidate.id,
    buoyLabel: candidate.label,
    bayId: candidate.bay_id,
    baySlug: candidate.bay_slug,
    bayName: candidate.bay_name,
    timeZone: candidate.time_zone,
    dayStay,
    nightStay,
    distanceM: candidate.distance_m,
    qrSlug: candidate.qr_slug,
  };
}
