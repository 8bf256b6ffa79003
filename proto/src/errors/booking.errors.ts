import { Status, badInput, type CataloguePart } from './catalogue-entry';

/**
 * Booking (spec §8) and My Fleet. The catalogue test pins their statuses and messages and the web
 * has their translations; the booking service raises them as its issue builds each rule. Date format, range and missing dates are catalog's codes, shared.
 */
export const bookingErrors = {
  invalid_dates: badInput('Invalid dates'),
  boat_already_booked: {
    message: 'This boat is already booked for these dates',
    http: 409,
    grpc: Status.ALREADY_EXISTS,
  },
  boat_too_large: {
    message: 'The boat is too large for this bay',
    http: 422,
    grpc: Status.FAILED_PRECONDITION,
  },
  buoy_not_available: {
    message: 'This buoy is not available for these dates',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  // Lost a race for the buoy to another hold: the web offers to pick another.
  buoy_already_booked: {
    message: 'This buoy has already been booked, find another',
    http: 409,
    grpc: Status.ABORTED,
  },
  // My Fleet: a registration is unique within one owner's live boats (issue 12 item 2).
  registration_exists: {
    message: 'A boat with this registration is already in your fleet',
    http: 409,
    grpc: Status.ALREADY_EXISTS,
  },
} as const satisfies CataloguePart;
