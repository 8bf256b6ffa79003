import { bookingV1, catalogV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import type { WalkUp, WalkUpState } from '../check-in/get-walk-up';
import type { Management } from '../check-in/qr-buoy';
import type { ReportedPosition } from '../check-in/presence-rules';
import { PresenceBlocked } from '../check-in/prove-presence';
import { bookingMessage, priceMessage } from './booking-messages';

const State = bookingV1.WalkUpState;
const walkUpStateCode: Record<WalkUpState, bookingV1.WalkUpState> = {
  available: State.WALK_UP_STATE_AVAILABLE,
  occupied: State.WALK_UP_STATE_OCCUPIED,
  held: State.WALK_UP_STATE_HELD,
  yours: State.WALK_UP_STATE_YOURS,
  informational: State.WALK_UP_STATE_INFORMATIONAL,
  out_of_service: State.WALK_UP_STATE_OUT_OF_SERVICE,
  closed: State.WALK_UP_STATE_CLOSED,
};

const managementCode: Record<Management, catalogV1.ManagementKind> = {
  digital: catalogV1.ManagementKind.MANAGEMENT_KIND_DIGITAL,
  fcfs: catalogV1.ManagementKind.MANAGEMENT_KIND_FCFS,
  traditional: catalogV1.ManagementKind.MANAGEMENT_KIND_TRADITIONAL,
};

const stayKindCode = (kind: 'day' | 'night') =>
  kind === 'day' ? catalogV1.StayKind.STAY_KIND_DAY : catalogV1.StayKind.STAY_KIND_NIGHT;

export function walkUpMessage(walkUp: WalkUp, now: Date): bookingV1.GetWalkUpResponse {
  const { buoy } = walkUp;
  const { prices } = buoy.bay;
  const extraPrice = (minor: number | null) => ({ amountMinor: minor ?? 0, currency: prices.currency });
  return {
    bayId: buoy.bay.bayId,
    baySlug: buoy.bay.slug,
    bayName: buoy.bay.name,
    buoyId: buoy.buoyId,
    buoyLabel: buoy.label,
    timeZone: buoy.bay.stayTimes.timeZone,
    managementKind: managementCode[walkUp.management],
    state: walkUpStateCode[walkUp.state],
    occupiedUntil: walkUp.occupiedUntil,
    holdExpiresAt: walkUp.holdExpiresAt,
    alternatives: walkUp.alternatives,
    yourBooking: walkUp.yourBooking ? bookingMessage(walkUp.yourBooking, now) : undefined,
    offers: walkUp.offers.map(({ nights, quoted }) => ({
      stayKind: stayKindCode(quoted.kind),
      nights,
      periodStart: quoted.period.start,
      periodEnd: quoted.period.end,
      price: priceMessage(quoted.price),
    })),
    maxLoaCm: Math.min(buoy.maxLoaCm, buoy.bay.maxLoaCm),
    mooringAssistancePrice: extraPrice(prices.mooringAssistanceMinor),
    trashCollectionPrice: extraPrice(prices.trashCollectionMinor),
  };
}

export function positionFrom(position: bookingV1.Position | undefined): ReportedPosition {
  if (!position) throw new AppError('location_not_verified');
  return { lat: position.latitude, lon: position.longitude, accuracyM: position.accuracyM };
}

/** The walk-up stay asked for; unspecified when the check-in only marks an arrival. */
export function walkUpChoiceFrom(request: bookingV1.CheckInRequest) {
  if (request.stayKind === catalogV1.StayKind.STAY_KIND_UNSPECIFIED) return undefined;
  const kind = request.stayKind === catalogV1.StayKind.STAY_KIND_DAY ? 'day' : 'night';
  if (kind === 'night' && request.stayKind !== catalogV1.StayKind.STAY_KIND_NIGHT)
    throw new AppError('invalid_request', 'Stay kind must be day or night');
  return {
    kind,
    nights: kind === 'night' ? request.nights : 0,
    extras: extrasFrom(request.extras),
  } as const;
}

/** The extras a request names; absent means none. */
export function extrasFrom(extras: bookingV1.ExtrasChoice | undefined) {
  return {
    mooringAssistance: extras?.mooringAssistance ?? false,
    trashCollection: extras?.trashCollection ?? false,
  };
}

/** A check from away leaves as `check_in_blocked` with how far away it was (booking.proto). */
export function presenceRefusalError(error: unknown): unknown {
  if (!(error instanceof PresenceBlocked)) return error;
  const details = bookingV1.PresenceRefusal.encode({
    distanceM: error.distanceM,
    radiusM: error.radiusM,
  }).finish();
  return new AppError(error.code, error.message, details);
}
