// Figures of the back office as people read them (issue 15): money arrives in integer minor
// units with its currency (CONVENTIONS), calendar dates as YYYY-MM-DD of the bay's own time zone.

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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** Today's date at the bay: its own calendar, not the server's or the reader's. */
export function bayToday(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted (the same day is one). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
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
