import { catalogV1 } from '@moorline/contracts';
import type { BuoyCandidateRow } from '../buoys/buoy-candidates.repository';
import type { BuoyRow } from '../buoys/buoy.repository';
import type { getBuoy } from '../buoys/get-buoy';
import type { BuoyWithStatus } from '../buoys/list-buoys';
import type { ViewportBuoys } from '../buoys/list-viewport-buoys';
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

/**
 * Parallel arrays, buoy i at index i of each; bays listed once in the order they appear. Filled
 * in one pass: the public map asks for thousands of buoys on every pan.
 */
export function viewportMessage({
  buoys,
  statuses,
  truncated,
}: ViewportBuoys): catalogV1.ListViewportBuoysResponse {
  const answer = catalogV1.ListViewportBuoysResponse.fromPartial({
    liveStatusIncluded: statuses !== null,
    truncated,
  });
  const bayIndex = new Map<string, number>();
  buoys.forEach((buoy, index) => {
    let bay = bayIndex.get(buoy.bay_id);
    if (bay === undefined) {
      bay = answer.bays.length;
      bayIndex.set(buoy.bay_id, bay);
      answer.bays.push({ bayId: buoy.bay_id, slug: buoy.bay_slug });
    }
    answer.bayIndexes.push(bay);
    answer.labels.push(buoy.label);
    answer.latE6.push(microdegrees(buoy.lat));
    answer.lonE6.push(microdegrees(buoy.lon));
    answer.managementKinds.push(managementKindCode[buoy.management_kind]);
    answer.serviceStates.push(serviceStateCode[buoy.service_state]);
    const live = statuses?.[index];
    if (!live) return;
    answer.statuses.push(buoyStatusCode[live.status]);
    answer.bookedUntilUnixSeconds.push(live.bookedUntil ? Math.floor(live.bookedUntil.getTime() / 1000) : 0);
  });
  return answer;
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
    keepsNextNight: candidate.keep_next_night,
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
