// spec §8: every stable error code the API answers with, each translated in the ErrorCodes
// messages. error-codes.test.ts holds this list to the contracts package's catalogue.
export const ERROR_CODES = [
  'invalid_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'too_many_requests',
  'internal',
  'unavailable',
  'deadline_exceeded',
  'login_failed',
  'invalid_credentials',
  'account_locked',
  'email_not_verified',
  'signup_failed',
  'email_exists',
  'passwords_mismatch',
  'terms_required',
  'weak_password',
  'refresh_failed',
  'invalid_email',
  'password_reset_failed',
  'invalid_or_expired_token',
  'token_not_validated',
  'incorrect_current_password',
  'password_update_failed',
  'invalid_key',
  'already_verified',
  'verification_failed',
  'invalid_date_format',
  'invalid_date_range',
  'dates_missing',
  'invalid_bbox',
  'query_too_short',
  'invalid_dates',
  'boat_already_booked',
  'boat_too_large',
  'buoy_not_available',
  'buoy_already_booked',
  'check_in_blocked',
  'location_not_verified',
  'limit_exceeded',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(code: string): code is ErrorCode {
  return ERROR_CODES.some((known) => known === code);
}
