// Client-side checks of the account forms, so that most mistakes are named before a round trip.
// The server has the final word (spec §5); its codes are shown through the error catalogue.
// The same bounds as the BFF and the auth service: names up to 100, a phone of 5 to 24 characters
// after an optional +.
export const AUTH_LIMITS = { passwordMin: 8, passwordMax: 128, email: 254, name: 100, phone: 25 } as const;

export type FieldError =
  | {
      key:
        | 'required'
        | 'emailInvalid'
        | 'passwordsMismatch'
        | 'termsRequired'
        | 'phoneInvalid'
        | 'phoneWithCountryCode';
    }
  | { key: 'passwordLength'; min: number; max: number }
  | { key: 'tooLong'; max: number };

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

// Deliberately simple: one @, no spaces, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9 ()./-]{5,24}$/;

export function checkEmail(value: string): FieldError | undefined {
  const email = value.trim();
  if (email === '') return { key: 'required' };
  if (!EMAIL_PATTERN.test(email)) return { key: 'emailInvalid' };
  if (email.length > AUTH_LIMITS.email) return { key: 'tooLong', max: AUTH_LIMITS.email };
  return undefined;
}

/** Presence only, for the password someone already has (sign-in, current password). */
export function checkEntered(value: string): FieldError | undefined {
  return value === '' ? { key: 'required' } : undefined;
}

export function checkNewPassword(value: string): FieldError | undefined {
  if (value === '') return { key: 'required' };
  if (value.length < AUTH_LIMITS.passwordMin || value.length > AUTH_LIMITS.passwordMax) {
    return { key: 'passwordLength', min: AUTH_LIMITS.passwordMin, max: AUTH_LIMITS.passwordMax };
  }
  return undefined;
}

export function checkRepeat(password: string, repeat: string): FieldError | undefined {
  if (repeat === '') return { key: 'required' };
  return password === repeat ? undefined : { key: 'passwordsMismatch' };
}

export function checkName(value: string): FieldError | undefined {
  const name = value.trim();
  if (name === '') return { key: 'required' };
  return name.length > AUTH_LIMITS.name ? { key: 'tooLong', max: AUTH_LIMITS.name } : undefined;
}

export function checkPhone(value: string): FieldError | undefined {
  const phone = value.trim();
  if (phone === '') return undefined;
  if (phone.length > AUTH_LIMITS.phone) return { key: 'tooLong', max: AUTH_LIMITS.phone };
  return PHONE_PATTERN.test(phone) ? undefined : { key: 'phoneInvalid' };
}

export function checkTerms(accepted: boolean): FieldError | undefined {
  return accepted ? undefined : { key: 'termsRequired' };
}

/** Keeps only the failed checks, in the order given (the first one gets the focus). */
export function collectErrors<F extends string>(checks: Record<F, FieldError | undefined>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const name of Object.keys(checks) as F[]) {
    const error = checks[name];
    if (error) errors[name] = error;
  }
  return errors;
}
