import { AppError } from '@moorline/kit';
import { normaliseSearchText } from './normalise-search-text';

/** Spec §5 and §9: location search needs at least 2 characters. */
export const minLocationQueryLength = 2;
const maxQueryLength = 100;

/**
 * The normalised form of a location query, after checking its length once trimmed (in
 * characters, so `šk` counts 2). The error is `invalid_request`; the kit has no more precise
 * code yet, so the message says what is wrong.
 */
export function validLocationQuery(query: string): string {
  const trimmed = query.trim();
  const length = [...trimmed].length;
  if (length < minLocationQueryLength)
    throw new AppError('invalid_request', `Type at least ${minLocationQueryLength} characters to search`);
  if (length > maxQueryLength) throw new AppError('invalid_request', 'The search text is too long');
  return normaliseSearchText(trimmed);
}
