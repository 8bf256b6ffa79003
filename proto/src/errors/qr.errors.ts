import { Status, type CataloguePart } from './catalogue-entry';

/**
 * QR check-in (spec §8). Nothing raises these yet: the QR check-in issue does, and tests each
 * where it does. Until then the catalogue test pins their statuses and messages and the web has
 * their translations. "Something went wrong" is the common `unavailable`.
 */
export const qrErrors = {
  // spec §8: a check-in from away from the buoy is misuse.
  check_in_blocked: { message: 'Check-in blocked', http: 403, grpc: Status.PERMISSION_DENIED },
  location_not_verified: {
    message: 'Your location could not be verified. Enable it and scan again, or try another device',
    http: 422,
    grpc: Status.FAILED_PRECONDITION,
  },
} as const satisfies CataloguePart;
