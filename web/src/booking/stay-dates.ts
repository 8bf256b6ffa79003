import { addDays, localDate } from '../../../proto/src/stays/bay-clock';
import type { PreviewChoice } from './preview-query';

// "Today" and "tonight" are the bay's (CONVENTIONS: time zones), never the browser's: a boater
// in another zone still books the bay's night.

/** Tonight at the bay: arrival today, departure tomorrow (bay dates). */
export function tonightIn(timeZone: string, now: Date): { from: string; to: string } {
  const from = localDate(now, timeZone);
  return { from, to: addDays(from, 1) };
}

/**
 * The choice with its dates filled in: a night stay without dates is tonight, a day stay is its
 * one day (`to` equal to `from`), today unless the address names one.
 */
export function withBayDates(choice: PreviewChoice, timeZone: string, now: Date): PreviewChoice {
  if (choice.kind === 'day') {
    const day = choice.from === '' ? localDate(now, timeZone) : choice.from;
    return { ...choice, from: day, to: day };
  }
  if (choice.from !== '' && choice.to !== '') return choice;
  if (choice.from !== '') return { ...choice, to: addDays(choice.from, 1) };
  return { ...choice, ...tonightIn(timeZone, now) };
}
