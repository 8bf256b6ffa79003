import { AppError } from '@moorline/kit';

// OWASP: at least 8 characters; a generous upper bound keeps hashing cost bounded.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** spec §5: the password and its repeat must match; then it must be long enough. */
export function assertAcceptableNewPassword(password: string, repeated: string): void {
  if (password !== repeated) throw new AppError('passwords_mismatch');
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) throw new AppError('weak_password');
}
