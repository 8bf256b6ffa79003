import { isValidPhoneNumber } from 'libphonenumber-js';

// The guest's phone, checked in the browser with the same maintained library as the server (which
// stays the authority, answering invalid_phone). The country code is required: no default country.

/** "00" is how many Europeans type "+"; both are accepted. */
export function phoneLooksValid(input: string): boolean {
  const trimmed = input.trim().replace(/^00/, '+');
  if (!trimmed.startsWith('+')) return false;
  return isValidPhoneNumber(trimmed);
}
