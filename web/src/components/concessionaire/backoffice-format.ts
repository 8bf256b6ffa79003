import { dayNumber } from '../../../../proto/src/stays/bay-clock';

// Figures of the back office as people read them (issue 15): money arrives in integer minor
// units with its currency (CONVENTIONS), calendar dates as YYYY-MM-DD of the bay's own time zone
// (the bay clock, proto/src/stays/bay-clock.ts, says which date it is at a bay).

const fractionDigits = new Map<string, number>();

/** Minor units to the currency's main unit (cents to euros), by the currency's own digits. */
export function minorToMajor(amountMinor: number, currency: string): number {
  let digits = fractionDigits.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    fractionDigits.set(currency, digits);
  }
  return amountMinor / 10 ** digits;
}

/** Days from `from` to `to` (real calendar dates), both counted (the same day is one). */
export function daysInRange(from: string, to: string): number {
  return (dayNumber(to) ?? Number.NaN) - (dayNumber(from) ?? Number.NaN) + 1;
}

/**
 * A calendar date as an instant to format with `timeZone: 'UTC'`: noon, so no time zone moves
 * it to another day.
 */
export function calendarDay(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** How many labels to skip so that at most `most` stand under a chart's bars. */
export function labelEvery(count: number, most: number): number {
  return Math.max(1, Math.ceil(count / most));
}
