import { addDays, isCalendarDate } from '../../../../proto/src/stays/bay-clock';
import { daysInRange } from './backoffice-format';

// The date range of the history and turnover pages, kept in the address (?from=&to=) so a
// filtered view can be reloaded, shared and exported as it is.

export type DateRange = { from: string; to: string };

export type RangeProblem = 'invalid_date' | 'from_after_to' | 'too_long';

/** The turnover's longest range (payment's limit, two years); the history pages through any. */
export const TURNOVER_MAX_DAYS = 731;

/** The range of the address; a missing or unreadable end falls back to the default. */
export function rangeFromParams(params: URLSearchParams, fallback: DateRange): DateRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return { from: isCalendarDate(from) ? from : fallback.from, to: isCalendarDate(to) ? to : fallback.to };
}

/** The last `days` days at the bay, today included. */
export function lastDays(today: string, days: number): DateRange {
  return { from: addDays(today, 1 - days), to: today };
}

/** What is wrong with a range typed into the form, or null when it can be asked for. */
export function rangeProblem(range: DateRange, maxDays = Infinity): RangeProblem | null {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return 'invalid_date';
  if (range.from > range.to) return 'from_after_to';
  return daysInRange(range.from, range.to) > maxDays ? 'too_long' : null;
}
