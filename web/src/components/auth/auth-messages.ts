'use client';

import { useTranslations } from 'next-intl';
import type { ApiError } from '../../http/api-error';
import type { FieldError } from './auth-validation';

// spec §8: the stable codes of the account calls, each with its message in the page language.
export const AUTH_ERROR_CODES = [
  'login_failed',
  'invalid_credentials',
  'account_locked',
  'email_not_verified',
  'signup_failed',
  'email_exists',
  'passwords_mismatch',
  'terms_required',
  'invalid_email',
  'weak_password',
  'too_many_requests',
  'password_reset_failed',
  'invalid_or_expired_token',
  'token_not_validated',
  'incorrect_current_password',
  'password_update_failed',
  'invalid_key',
  'already_verified',
  'verification_failed',
  'refresh_failed',
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export function isAuthErrorCode(code: string): code is AuthErrorCode {
  return AUTH_ERROR_CODES.some((known) => known === code);
}

export type ErrorAliases = Partial<Record<AuthErrorCode, AuthErrorCode>>;

/**
 * The catalogue's message for an error code; for codes it does not know, the server's own text,
 * then a generic message. `aliases` lets a page word a shared default its own way.
 */
export function useAuthErrorMessage(): (error: ApiError, aliases?: ErrorAliases) => string {
  const t = useTranslations('AuthErrors');
  return (error, aliases) => {
    if (isAuthErrorCode(error.code)) return t(aliases?.[error.code] ?? error.code);
    return error.text ?? t('generic');
  };
}

export function useFieldErrorMessage(): (error: FieldError | undefined) => string | undefined {
  const t = useTranslations('AuthForm');
  return (error) => {
    if (!error) return undefined;
    if (error.key === 'passwordLength') return t('passwordLength', { min: error.min, max: error.max });
    if (error.key === 'tooLong') return t('tooLong', { max: error.max });
    return t(error.key);
  };
}
