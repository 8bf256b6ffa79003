import { Status, badInput, type CataloguePart } from './catalogue-entry';

/** Sign-in, sign-up, session, password and email verification (spec §8), raised by auth and the BFF. */
export const authErrors = {
  login_failed: badInput('Sign-in failed'),
  invalid_credentials: { message: 'Invalid credentials', http: 401, grpc: Status.UNAUTHENTICATED },
  account_locked: {
    message: 'Account locked after several failed attempts, try later',
    http: 423,
    grpc: Status.PERMISSION_DENIED,
  },
  email_not_verified: { message: 'E-mail not verified', http: 403, grpc: Status.FAILED_PRECONDITION },
  signup_failed: badInput('Sign-up failed'),
  email_exists: { message: 'Email already exists', http: 409, grpc: Status.ALREADY_EXISTS },
  passwords_mismatch: badInput('Passwords do not match'),
  terms_required: badInput('The terms must be accepted'),
  weak_password: badInput('The password must be 8 to 128 characters long'),
  // spec §8: queued requests fail with "Refresh failed"
  refresh_failed: { message: 'Refresh failed', http: 401, grpc: Status.UNAUTHENTICATED },
  invalid_email: badInput('Invalid email address'),
  // A walk-up guest's phone (issue 14), checked with a maintained phone library.
  invalid_phone: badInput('Invalid phone number. Enter it with the country code, e.g. +385 91 234 5678'),
  password_reset_failed: badInput('Password reset failed'),
  invalid_or_expired_token: badInput('Invalid or expired token'),
  token_not_validated: badInput('This token could not be validated'),
  incorrect_current_password: badInput('Incorrect current password'),
  password_update_failed: badInput('An error occurred while updating the password'),
  invalid_key: badInput('Key is invalid'),
  already_verified: { message: 'Email has been verified already', http: 409, grpc: Status.ALREADY_EXISTS },
  verification_failed: badInput('An error occurred'),
} as const satisfies CataloguePart;
