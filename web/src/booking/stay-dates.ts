import { addDays } from '../map/stay-query';
import type { PreviewChoice } from './preview-query';

// "Today" and "tonight" are the bay's (CONVENTIONS: time zones), never the browser's: a boater
// in another zone still books the bay's night.

/** The calendar date at `now` in an IANA time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Tonight at the bay: arrival today, departure tomorrow (bay dates). */
export function tonightIn(timeZone: string, now: Date): { from: string; to: string } {
  const from = todayIn(timeZone, now);
  return { from, to: addDays(from, 1) };
}

/**
 * The choice with its dates filled in: a night stay without dates is tonight, a day stay is its
 * one day (`to` equal to `from`), today unless the address names one.
 */
export function withBayDates(choice: PreviewChoice, timeZone: string, now: Date): PreviewChoice {
  if (choice.kind === 'day') {
    const day = choice.from === '' ? todayIn(timeZone, now) : choice.from;
    return { ...choice, from: day, to: day };
  }
  if (choice.from !== '' && choice.to !== '') return choice;
  if (choice.from !== '') return { ...choice, to: addDays(choice.from, 1) };
  return { ...choice, ...tonightIn(timeZone, now) };
}
