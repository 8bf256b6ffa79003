import { AppError } from '@moorline/kit';
import { bayClock } from '@moorline/contracts';

// The dates a turnover covers (issue 15 item 5), pure: the range asked for in the bay's
// calendar, the previous range of the same length, and the periods a chart shows.

export type Granularity = 'day' | 'month';

/** Two years of days at most: the chart stays readable and the query bounded. */
export const maxRangeDays = 731;

export interface TurnoverRange {
  from: string;
  to: string;
  /** As many days as the range, ending the day before it begins. */
  previousFrom: string;
  previousTo: string;
}

/** The range asked for, checked: dates missing, malformed or reversed are the shared date codes. */
export function turnoverRange(from: string, to: string): TurnoverRange {
  if (from === '' || to === '') throw new AppError('dates_missing');
  const first = bayClock.dayNumber(from);
  const last = bayClock.dayNumber(to);
  if (first === null || last === null) throw new AppError('invalid_date_format');
  const days = last - first + 1;
  if (days < 1 || days > maxRangeDays) throw new AppError('invalid_date_range');
  return { from, to, previousFrom: bayClock.addDays(from, -days), previousTo: bayClock.addDays(from, -1) };
}

/** The day (YYYY-MM-DD) or month (YYYY-MM) a date falls in. */
export const periodOf = (date: string, granularity: Granularity) =>
  granularity === 'month' ? date.slice(0, 7) : date;

/** Every period from `from` to `to` in order, each once. */
export function periodsOf(range: Pick<TurnoverRange, 'from' | 'to'>, granularity: Granularity): string[] {
  const periods: string[] = [];
  for (let date = range.from; date <= range.to; date = bayClock.addDays(date, 1)) {
    const period = periodOf(date, granularity);
    if (periods.at(-1) !== period) periods.push(period);
  }
  return periods;
}
