import { isValidPhoneNumber } from 'libphonenumber-js';
import type { FieldError } from '../components/auth/auth-validation';

// The guest's phone, checked in the browser with the same maintained library as the server (which
// stays the authority, answering invalid_phone). The country code is required: no default country.

/** "00" is how many Europeans type "+"; both are accepted. */
export function phoneLooksValid(input: string): boolean {
  const trimmed = input.trim().replace(/^00/, '+');
  if (!trimmed.startsWith('+')) return false;
  return isValidPhoneNumber(trimmed);
}

/** The guest form's phone field: required, and named for what it checks, the country code. */
export function checkGuestPhone(input: string): FieldError | undefined {
  if (input.trim() === '') return { key: 'required' };
  return phoneLooksValid(input) ? undefined : { key: 'phoneWithCountryCode' };
}
