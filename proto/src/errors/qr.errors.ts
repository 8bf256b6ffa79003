import { Status, type CataloguePart } from './catalogue-entry';

/**
 * QR check-in (spec §8, issue 14). The booking service raises them at the buoy; the catalogue
 * test pins their statuses and messages and the web has their translations. "Something went
 * wrong" is the common `unavailable`.
 */
export const qrErrors = {
  // spec §8: a check-in from away from the buoy is misuse.
  check_in_blocked: { message: 'Check-in blocked', http: 403, grpc: Status.PERMISSION_DENIED },
  location_not_verified: {
    message: 'Your location could not be verified. Enable it and scan again, or try another device',
    http: 422,
    grpc: Status.FAILED_PRECONDITION,
  },
  // The presence pass lapsed between proving the location and checking in.
  presence_expired: {
    message: 'Your location check has expired. Share your location again to check in',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  // spec §2: the not-your-boat notice; the booking at this buoy is for another boat.
  not_your_boat: {
    message: 'The booking at this buoy is for another boat',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  // Traditional or out-of-service buoys take no check-in.
  check_in_not_offered: {
    message: 'This buoy takes no check-in through the app',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
} as const satisfies CataloguePart;
