'use client';

import { useTranslations } from 'next-intl';
import type { ApiError } from '../../http/api-error';
import { isErrorCode, type ErrorCode } from '../../i18n/error-codes';
import type { FieldError } from './auth-validation';

// spec §8: every stable code has its message in the page language; aliases let a page word a
// shared default its own way.
export type ErrorAliases = Partial<Record<ErrorCode, ErrorCode>>;

/**
 * The catalogue's message for an error code; for codes it does not know, the server's own text,
 * then a generic message. `aliases` lets a page word a shared default its own way.
 */
export function useAuthErrorMessage(): (error: ApiError, aliases?: ErrorAliases) => string {
  const t = useTranslations('ErrorCodes');
  return (error, aliases) => {
    if (isErrorCode(error.code)) return t(aliases?.[error.code] ?? error.code);
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
