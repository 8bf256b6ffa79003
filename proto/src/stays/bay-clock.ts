// Calendar dates and wall-clock times at a bay, in its IANA time zone (CONVENTIONS: "today" and
// "14:00" are the bay's, never the server's). Pure: Intl only, no dependencies, so the web, the
// services and their tests all get the same answer for the same instant.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY_MS = 86_400_000;

/** Days since the epoch of a `YYYY-MM-DD` calendar date, or null when there is no such date. */
export function dayNumber(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return null;
  return time / DAY_MS;
}

export function isCalendarDate(value: string): boolean {
  return dayNumber(value) !== null;
}

/** The calendar date `days` after `date` (a valid `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`not a calendar date: ${date}`);
  return new Date((day + days) * DAY_MS).toISOString().slice(0, 10);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The bay's wall clock at `instant`, written as if it were UTC (milliseconds, whole seconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The calendar date (`YYYY-MM-DD`) at the bay at `now`. */
export function localDate(now: Date, timeZone: string): string {
  return new Date(wallClock(now.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The bay's wall clock at `instant` as `YYYY-MM-DDTHH:MM:SS`, with no zone. */
export function localDateTime(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant.getTime(), timeZone)).toISOString().slice(0, 19);
}

/** How far the bay's clock is ahead of UTC at `instant`, in minutes (negative west of Greenwich). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return (wallClock(whole, timeZone) - whole) / 60_000;
}

/** Seconds since local midnight at the bay at `now`. */
export function localSecondOfDay(now: Date, timeZone: string): number {
  return (wallClock(now.getTime(), timeZone) % DAY_MS) / 1000;
}

/** `HH:MM` or `HH:MM:SS` as seconds since midnight. */
export function secondOfDay(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`not a time of day: ${time}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/**
 * The instant when the bay's clock shows `time` on `date`. Offsets are found in two passes, so
 * a date with a DST change gets the offset in force at that time, not the one at midnight. A
 * time the clocks skip (spring forward) maps to the instant an hour-adjusted clock would show it.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`not a calendar date: ${date}`);
  const wall = day * DAY_MS + secondOfDay(time) * 1000;
  const offset = (instant: number) => wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000;
  const first = wall - offset(wall);
  return new Date(wall - offset(first));
}
