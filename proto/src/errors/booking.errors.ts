import { Status, badInput, type CataloguePart } from './catalogue-entry';

/**
 * Booking (spec §8). Nothing raises these yet: the booking service's issue does, and tests each
 * where it does. Until then the catalogue test pins their statuses and messages and the web has
 * their translations. Date format, range and missing dates are catalog's codes, shared.
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
} as const satisfies CataloguePart;
