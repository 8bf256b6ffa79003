import { describe, expect, it } from '@jest/globals';
import { bookingV1, catalogV1 } from '@moorline/contracts';
import {
  boatTypes,
  bookingPhases,
  bookingStatuses,
  buoyStatuses,
  hullKinds,
  managementKinds,
  notBookableReasons,
  photoFormats,
  pinStates,
  placeKinds,
  priceLineKinds,
  walkUpStates,
  protoValue,
  serviceStates,
  stayKinds,
  videoProviders,
} from './enum-tables';

/** The values a service may send: every number of the proto enum but "not set" and "unrecognized". */
const sentValues = (protoEnum: Record<string, string | number>) =>
  Object.entries(protoEnum)
    .filter(([key, value]) => typeof value === 'number' && value > 0 && !key.endsWith('UNSPECIFIED'))
    .map(([, value]) => value);

describe('enum tables', () => {
  it.each([
    ['BuoyStatus', catalogV1.BuoyStatus, buoyStatuses],
    ['ManagementKind', catalogV1.ManagementKind, managementKinds],
    ['ServiceState', catalogV1.ServiceState, serviceStates],
    ['PinState', catalogV1.PinState, pinStates],
    ['HullKind', catalogV1.HullKind, hullKinds],
    ['PlaceKind', catalogV1.PlaceKind, placeKinds],
    ['BoatType', catalogV1.BoatType, boatTypes],
    ['StayKind', catalogV1.StayKind, stayKinds],
    ['PhotoFormat', catalogV1.PhotoFormat, photoFormats],
    ['VideoProvider', catalogV1.VideoProvider, videoProviders],
    ['BookingStatus', bookingV1.BookingStatus, bookingStatuses],
    ['BookingPhase', bookingV1.BookingPhase, bookingPhases],
    ['PriceLine.Kind', bookingV1.PriceLine_Kind, priceLineKinds],
    ['WalkUpState', bookingV1.WalkUpState, walkUpStates],
    ['NotBookableReason', catalogV1.NotBookableReason, notBookableReasons],
  ])('when a service can send a %s value, then its table names it', (_name, protoEnum, table) => {
    expect(Object.keys(table).map(Number).sort()).toEqual(sentValues(protoEnum).sort());
  });

  it('when a wire name is read back, then it is its proto value, and an unknown name is undefined', () => {
    expect(protoValue(stayKinds, 'night')).toBe(catalogV1.StayKind.STAY_KIND_NIGHT);
    expect(protoValue(bookingPhases, 'pending')).toBe(bookingV1.BookingPhase.BOOKING_PHASE_PENDING);
    expect(protoValue(bookingPhases, 'all')).toBeUndefined();
  });

  it('when the compact answer encodes buoy statuses, then each has its own character', () => {
    const codes = Object.values(buoyStatuses).map((value) => value.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
