import { AppError } from '@moorline/kit';

/** How many results a list answers with: 0 (unset) means `fallback`; more than `max` is capped. */
export function resultLimit(requested: number, fallback: number, max: number): number {
  if (!Number.isInteger(requested) || requested < 0) throw new AppError('invalid_request', 'Invalid limit');
  if (requested === 0) return fallback;
  return Math.min(requested, max);
}
