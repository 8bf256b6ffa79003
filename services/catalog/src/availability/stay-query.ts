import { AppError } from '@moorline/kit';

export type StayKind = 'day' | 'night';

/** A stay in calendar dates at each bay; null dates mean "today at the bay" and "the next day". */
export interface StayQuery {
  kind: StayKind;
  fromDate: string | null;
  toDate: string | null;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;
/** A map question about more nights than this is a mistake, not a plan. */
export const maxNights = 30;

/** Days since the epoch of a `YYYY-MM-DD` calendar date, or undefined when it is no such date. */
function dayNumber(date: string): number | undefined {
  const match = datePattern.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return undefined;
  return time / dayMs;
}

/**
 * Checks the dates of a map question (issue 5 item 7: invalid dates get a 400). A night stay
 * runs from `fromDate` to the check-out date `toDate` (the next day when empty); a day stay is
 * one date. Dates are the bay's calendar dates, so they are resolved against each bay's time
 * zone later; "not in the past" and "at most 48 hours ahead" are booking's rules, not the map's.
 */
export function validStayQuery(input: { kind: StayKind; fromDate: string; toDate: string }): StayQuery {
  const fromDate = input.fromDate.trim();
  const toDate = input.toDate.trim();
  if (fromDate === '') {
    if (toDate !== '') throw new AppError('invalid_request', 'Dates are missing');
    return { kind: input.kind, fromDate: null, toDate: null };
  }
  const from = dayNumber(fromDate);
  const to = toDate === '' ? undefined : dayNumber(toDate);
  if (from === undefined || (toDate !== '' && to === undefined))
    throw new AppError('invalid_request', 'Invalid date format');
  if (input.kind === 'day') {
    if (to !== undefined && to !== from) throw new AppError('invalid_request', 'Invalid date range');
    return { kind: 'day', fromDate, toDate: null };
  }
  if (to !== undefined && (to <= from || to - from > maxNights))
    throw new AppError('invalid_request', 'Invalid date range');
  return { kind: 'night', fromDate, toDate: to === undefined ? null : toDate };
}
