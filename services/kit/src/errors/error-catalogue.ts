import { Status } from 'nice-grpc-common';

interface CatalogueEntry {
  /** English message, worded as the product spec's error catalogue (§8). */
  message: string;
  http: number;
  grpc: Status;
}

/**
 * Every stable error code, with its HTTP and gRPC status. The one place where a code is
 * turned into a status: gRPC handlers, the BFF and the web app all read it from here.
 */
export const errorCatalogue = {
  // Generic
  invalid_request: { message: 'Invalid entry', http: 400, grpc: Status.INVALID_ARGUMENT },
  unauthenticated: { message: 'Authentication required', http: 401, grpc: Status.UNAUTHENTICATED },
  forbidden: {
    message: 'You do not have access to this resource',
    http: 403,
    grpc: Status.PERMISSION_DENIED,
  },
  not_found: { message: 'Page not found', http: 404, grpc: Status.NOT_FOUND },
  conflict: { message: 'The request conflicts with the current state', http: 409, grpc: Status.ABORTED },
  too_many_requests: { message: 'Too many requests, try later', http: 429, grpc: Status.RESOURCE_EXHAUSTED },
  internal: { message: 'Internal Server Error', http: 500, grpc: Status.INTERNAL },
  unavailable: { message: 'Something went wrong', http: 503, grpc: Status.UNAVAILABLE },
  deadline_exceeded: { message: 'Something went wrong', http: 504, grpc: Status.DEADLINE_EXCEEDED },
  // Sign-in and sign-up (spec §8)
  login_failed: { message: 'Sign-in failed', http: 400, grpc: Status.INVALID_ARGUMENT },
  invalid_credentials: { message: 'Invalid credentials', http: 401, grpc: Status.UNAUTHENTICATED },
  account_locked: {
    message: 'Account locked after several failed attempts, try later',
    http: 423,
    grpc: Status.PERMISSION_DENIED,
  },
  email_not_verified: { message: 'E-mail not verified', http: 403, grpc: Status.FAILED_PRECONDITION },
  signup_failed: { message: 'Sign-up failed', http: 400, grpc: Status.INVALID_ARGUMENT },
  email_exists: { message: 'Email already exists', http: 409, grpc: Status.ALREADY_EXISTS },
  passwords_mismatch: { message: 'Passwords do not match', http: 400, grpc: Status.INVALID_ARGUMENT },
  terms_required: { message: 'The terms must be accepted', http: 400, grpc: Status.INVALID_ARGUMENT },
  weak_password: {
    message: 'The password must be 8 to 128 characters long',
    http: 400,
    grpc: Status.INVALID_ARGUMENT,
  },
  // Session (spec §8: queued requests fail with "Refresh failed")
  refresh_failed: { message: 'Refresh failed', http: 401, grpc: Status.UNAUTHENTICATED },
  // Password reset and change
  invalid_email: { message: 'Invalid email address', http: 400, grpc: Status.INVALID_ARGUMENT },
  password_reset_failed: { message: 'Password reset failed', http: 400, grpc: Status.INVALID_ARGUMENT },
  invalid_or_expired_token: { message: 'Invalid or expired token', http: 400, grpc: Status.INVALID_ARGUMENT },
  token_not_validated: {
    message: 'This token could not be validated',
    http: 400,
    grpc: Status.INVALID_ARGUMENT,
  },
  incorrect_current_password: {
    message: 'Incorrect current password',
    http: 400,
    grpc: Status.INVALID_ARGUMENT,
  },
  password_update_failed: {
    message: 'An error occurred while updating the password',
    http: 400,
    grpc: Status.INVALID_ARGUMENT,
  },
  // Email verification
  invalid_key: { message: 'Key is invalid', http: 400, grpc: Status.INVALID_ARGUMENT },
  already_verified: { message: 'Email has been verified already', http: 409, grpc: Status.ALREADY_EXISTS },
  verification_failed: { message: 'An error occurred', http: 400, grpc: Status.INVALID_ARGUMENT },
  // Map and booking queries (spec §8: Invalid dates / date format / date range; Dates are missing)
  invalid_dates: { message: 'Invalid dates', http: 400, grpc: Status.INVALID_ARGUMENT },
  invalid_date_format: { message: 'Invalid date format', http: 400, grpc: Status.INVALID_ARGUMENT },
  invalid_date_range: { message: 'Invalid date range', http: 400, grpc: Status.INVALID_ARGUMENT },
  dates_missing: { message: 'Dates are missing', http: 400, grpc: Status.INVALID_ARGUMENT },
  invalid_bbox: { message: 'Invalid map area', http: 400, grpc: Status.INVALID_ARGUMENT },
  // spec §5: location search needs at least 2 characters
  query_too_short: { message: 'Type at least 2 characters', http: 400, grpc: Status.INVALID_ARGUMENT },
  // Contact
  contact_failed: { message: 'An error occurred', http: 400, grpc: Status.INVALID_ARGUMENT },
  limit_exceeded: { message: 'Limit exceeded', http: 429, grpc: Status.RESOURCE_EXHAUSTED },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorCatalogue, value);
}

/** The code a bare gRPC status stands for, when a peer sent no code of ours. */
export function codeForGrpcStatus(status: Status): ErrorCode {
  switch (status) {
    case Status.INVALID_ARGUMENT:
    case Status.OUT_OF_RANGE:
      return 'invalid_request';
    case Status.UNAUTHENTICATED:
      return 'unauthenticated';
    case Status.PERMISSION_DENIED:
      return 'forbidden';
    case Status.NOT_FOUND:
      return 'not_found';
    case Status.ALREADY_EXISTS:
    case Status.ABORTED:
    case Status.FAILED_PRECONDITION:
      return 'conflict';
    case Status.RESOURCE_EXHAUSTED:
      return 'too_many_requests';
    case Status.UNAVAILABLE:
      return 'unavailable';
    case Status.DEADLINE_EXCEEDED:
    case Status.CANCELLED:
      return 'deadline_exceeded';
    default:
      return 'internal';
  }
}
