import { describe, expect, it } from '@jest/globals';
import { Status } from 'nice-grpc-common';
import { catalogueParts, errorCatalogue, isErrorCode } from '.';

describe('error catalogue', () => {
  it('when the domain parts are composed, then no two domains claim the same code', () => {
    const codes = Object.values(catalogueParts).flatMap((part) => Object.keys(part));
    expect(codes.length).toBe(new Set(codes).size);
    expect(Object.keys(errorCatalogue).sort()).toEqual([...codes].sort());
  });

  // spec §8: raised by the booking and QR check-in issues; pinned here until then.
  it.each([
    ['invalid_dates', 400, Status.INVALID_ARGUMENT, 'Invalid dates'],
    ['boat_already_booked', 409, Status.ALREADY_EXISTS, 'This boat is already booked for these dates'],
    ['boat_too_large', 422, Status.FAILED_PRECONDITION, 'The boat is too large for this bay'],
    [
      'boat_too_large_for_buoy',
      422,
      Status.FAILED_PRECONDITION,
      'The boat is too long for this buoy, choose a larger one',
    ],
    ['buoy_not_available', 409, Status.FAILED_PRECONDITION, 'This buoy is not available for these dates'],
    ['buoy_already_booked', 409, Status.ABORTED, 'This buoy has already been booked, find another'],
    [
      'registration_exists',
      409,
      Status.ALREADY_EXISTS,
      'A boat with this registration is already in your fleet',
    ],
    [
      'idempotency_key_reused',
      422,
      Status.FAILED_PRECONDITION,
      'This idempotency key was used for another request',
    ],
    ['check_in_blocked', 403, Status.PERMISSION_DENIED, 'Check-in blocked'],
    [
      'location_not_verified',
      422,
      Status.FAILED_PRECONDITION,
      'Your location could not be verified. Enable it and scan again, or try another device',
    ],
    ['invalid_date_format', 400, Status.INVALID_ARGUMENT, 'Invalid date format'],
    ['invalid_date_range', 400, Status.INVALID_ARGUMENT, 'Invalid date range'],
    ['dates_missing', 400, Status.INVALID_ARGUMENT, 'Dates are missing'],
    ['dates_in_past', 400, Status.INVALID_ARGUMENT, 'These dates are in the past'],
    ['invalid_request', 400, Status.INVALID_ARGUMENT, 'Invalid entry'],
  ])(
    'when a booking or QR call fails with %s, then it answers %i with its message',
    (code, http, grpc, message) => {
      expect(isErrorCode(code)).toBe(true);
      expect(errorCatalogue[code as keyof typeof errorCatalogue]).toEqual({ http, grpc, message });
    },
  );
});
