import { catalogV1, type stayRules } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import type { BuoyStatus } from '../availability/buoy-status';
import type { PinState } from '../availability/pin-state';
import type { BayStatus, HullKind } from '../bays/bay.table';
import type { BoatType } from '../boats/boat-catalog.table';
import type { ManagementKind, ServiceState } from '../buoys/buoy.table';
import type { PlaceKind } from '../places/place.table';
import type { PublishCheck } from '../publishing/publish-checklist';

const v1 = catalogV1;

/** Unset means night: every bay sells nights, and the map opens on tonight. */
export function stayKindFrom(kind: catalogV1.StayKind): stayRules.StayKind {
  if (kind === v1.StayKind.STAY_KIND_DAY) return 'day';
  if (kind === v1.StayKind.STAY_KIND_NIGHT || kind === v1.StayKind.STAY_KIND_UNSPECIFIED) return 'night';
  throw new AppError('invalid_request', 'Invalid stay kind');
}

/** A boat's hull kind must be said: no bay takes an unspecified one. */
export function hullKindFrom(kind: catalogV1.HullKind): HullKind {
  if (kind === v1.HullKind.HULL_KIND_MONO) return 'mono';
  if (kind === v1.HullKind.HULL_KIND_MULTI) return 'multi';
  throw new AppError('invalid_request', 'Invalid hull kind');
}

export const bayStatusCode: Record<BayStatus, catalogV1.BayStatus> = {
  draft: v1.BayStatus.BAY_STATUS_DRAFT,
  live: v1.BayStatus.BAY_STATUS_LIVE,
  hidden: v1.BayStatus.BAY_STATUS_HIDDEN,
};

export const publishCheckCode: Record<PublishCheck, catalogV1.PublishCheck> = {
  buoys: v1.PublishCheck.PUBLISH_CHECK_BUOYS,
  prices: v1.PublishCheck.PUBLISH_CHECK_PRICES,
  payment_account: v1.PublishCheck.PUBLISH_CHECK_PAYMENT_ACCOUNT,
  photo: v1.PublishCheck.PUBLISH_CHECK_PHOTO,
};

export const managementKindCode: Record<ManagementKind, catalogV1.ManagementKind> = {
  digital: v1.ManagementKind.MANAGEMENT_KIND_DIGITAL,
  fcfs: v1.ManagementKind.MANAGEMENT_KIND_FCFS,
  traditional: v1.ManagementKind.MANAGEMENT_KIND_TRADITIONAL,
};

export const serviceStateCode: Record<ServiceState, catalogV1.ServiceState> = {
  in_service: v1.ServiceState.SERVICE_STATE_IN_SERVICE,
  restricted: v1.ServiceState.SERVICE_STATE_RESTRICTED,
  out_of_service: v1.ServiceState.SERVICE_STATE_OUT_OF_SERVICE,
};

export const hullKindCode: Record<HullKind, catalogV1.HullKind> = {
  mono: v1.HullKind.HULL_KIND_MONO,
  multi: v1.HullKind.HULL_KIND_MULTI,
};

export const buoyStatusCode: Record<BuoyStatus, catalogV1.BuoyStatus> = {
  available: v1.BuoyStatus.BUOY_STATUS_AVAILABLE,
  held: v1.BuoyStatus.BUOY_STATUS_HELD,
  booked: v1.BuoyStatus.BUOY_STATUS_BOOKED,
  out_of_service: v1.BuoyStatus.BUOY_STATUS_OUT_OF_SERVICE,
  fcfs: v1.BuoyStatus.BUOY_STATUS_FCFS,
  traditional: v1.BuoyStatus.BUOY_STATUS_TRADITIONAL,
  stay_not_offered: v1.BuoyStatus.BUOY_STATUS_STAY_NOT_OFFERED,
};

export const pinStateCode: Record<PinState, catalogV1.PinState> = {
  bookable: v1.PinState.PIN_STATE_BOOKABLE,
  mostly_fcfs: v1.PinState.PIN_STATE_MOSTLY_FCFS,
  full: v1.PinState.PIN_STATE_FULL,
  informational: v1.PinState.PIN_STATE_INFORMATIONAL,
  sign_in_required: v1.PinState.PIN_STATE_SIGN_IN_REQUIRED,
};

export const boatTypeCode: Record<BoatType, catalogV1.BoatType> = {
  powermonohull: v1.BoatType.BOAT_TYPE_POWER_MONOHULL,
  powermultihull: v1.BoatType.BOAT_TYPE_POWER_MULTIHULL,
  sailmonohull: v1.BoatType.BOAT_TYPE_SAIL_MONOHULL,
  sailmultihull: v1.BoatType.BOAT_TYPE_SAIL_MULTIHULL,
};

export const placeKindCode: Record<PlaceKind, catalogV1.PlaceKind> = {
  island: v1.PlaceKind.PLACE_KIND_ISLAND,
  town: v1.PlaceKind.PLACE_KIND_TOWN,
  bay: v1.PlaceKind.PLACE_KIND_BAY,
  cape: v1.PlaceKind.PLACE_KIND_CAPE,
};
