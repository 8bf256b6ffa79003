import type { Role } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// Longer than any real number typed with spaces; refused before parsing.
const MAX_PHONE_INPUT_LENGTH = 40;
const MAX_QR_KEY_LENGTH = 200;

/**
 * Issue 14 item 5: a phone with its country code, checked against the full numbering plans (the
 * `max` metadata, so a number of the right length in an unused range is refused too) and
 * stored in E.164. A leading 00 is read as + because that is how many European boaters type it.
 */
export function validGuestPhone(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_PHONE_INPUT_LENGTH) throw new AppError('invalid_phone');
  const international = trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed;
  // `extract: false`: the whole entry must be the number, not text around one.
  const phone = parsePhoneNumberFromString(international, { extract: false });
  // E.164 has no extension, so a number with one would be stored as another number.
  if (!phone || !phone.isValid() || phone.ext !== undefined) throw new AppError('invalid_phone');
  return phone.number;
}

/** The slug of the scanned QR code: whether catalog knows it is the BFF's check, not auth's. */
export function validQrKey(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_QR_KEY_LENGTH) throw new AppError('invalid_key');
  return trimmed;
}

/**
 * A guest token proves a walk-up at a buoy, not an account: account calls refuse it as if no
 * one were signed in, whatever a users row with the same id might say.
 */
export function assertAccountHolder(roles: readonly Role[]): void {
  if (roles.includes('guest')) throw new AppError('unauthenticated');
}
