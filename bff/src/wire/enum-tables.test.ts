import { describe, expect, it } from '@jest/globals';
import { catalogV1 } from '@moorline/contracts';
import {
  boatTypes,
  buoyStatuses,
  hullKinds,
  managementKinds,
  pinStates,
  placeKinds,
  serviceStates,
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
  ])('when catalog can send a %s value, then its table names it', (_name, protoEnum, table) => {
    expect(Object.keys(table).map(Number).sort()).toEqual(sentValues(protoEnum).sort());
  });

  it('when the compact answer encodes buoy statuses, then each has its own character', () => {
    const codes = Object.values(buoyStatuses).map((value) => value.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
