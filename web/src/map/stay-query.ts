// The stay a map question is about (issue 5 item 7): `stay=day|night`, `from` and `to` as
// calendar dates. Rules are pure and take `now` (CONVENTIONS).

import type { StayKind } from '../http/api-schema';

export type { StayKind };

/** For a day stay only `from` counts (today); for a night stay `to` is the departure date. */
export type Stay = { kind: StayKind; from: string; to: string };

// Every bay on the map lies on the Adriatic, in Central European time: "today" and "14:00" are
// the bays' own (CONVENTIONS: the bay's time zone, never the browser's).
export const BAY_TIME_ZONE = 'Europe/Zagreb';
/** spec §4, §9: a day stay is for today only and closes at 14:00. */
export const DAY_STAY_CLOSES_AT_HOUR = 14;
/** spec §5, §9: bookings at most 48 hours in advance, so arrivals up to two days ahead. */
export const MAX_DAYS_AHEAD = 2;
/** The BFF refuses longer questions (invalid_date_range). */
export const MAX_NIGHTS = 30;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function dayNumber(date: string): number | null {
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

/** The calendar date (YYYY-MM-DD) at `now` in `timeZone`. */
export function calendarDate(now: Date, timeZone: string = BAY_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(date: string, days: number): string {
  const day = dayNumber(date);
  if (day === null) throw new Error(`not a calendar date: ${date}`);
  return new Date((day + days) * DAY_MS).toISOString().slice(0, 10);
}

function hourIn(now: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now);
  return Number(hour);
}

/** spec §4: after 14:00 bay time no day stay is sold any more; look for a night stay. */
export function dayStayClosed(now: Date, timeZone: string = BAY_TIME_ZONE): boolean {
  return hourIn(now, timeZone) >= DAY_STAY_CLOSES_AT_HOUR;
}

/** Tonight: arrive today, leave tomorrow. */
export function defaultStay(now: Date): Stay {
  const today = calendarDate(now);
  return { kind: 'night', from: today, to: addDays(today, 1) };
}

export type StayProblem =
  'invalidDate' | 'inPast' | 'tooFarAhead' | 'departureNotAfterArrival' | 'tooManyNights' | 'dayStayClosed';

/** The first thing wrong with a stay the user entered, or null. */
export function checkStay(stay: Stay, now: Date): StayProblem | null {
  const today = dayNumber(calendarDate(now));
  if (stay.kind === 'day') return dayStayClosed(now) ? 'dayStayClosed' : null;
  const from = dayNumber(stay.from);
  const to = dayNumber(stay.to);
  if (from === null || to === null || today === null) return 'invalidDate';
  if (from < today) return 'inPast';
  if (from - today > MAX_DAYS_AHEAD) return 'tooFarAhead';
  if (to <= from) return 'departureNotAfterArrival';
  if (to - from > MAX_NIGHTS) return 'tooManyNights';
  return null;
}

/** The query string part for the BFF: a day stay is today at the bay, a night stay its dates. */
export function stayQuery(stay: Stay, now: Date): string {
  const params = new URLSearchParams({ stay: stay.kind });
  if (stay.kind === 'day') {
    params.set('from', calendarDate(now));
  } else {
    params.set('from', stay.from);
    params.set('to', stay.to);
  }
  return params.toString();
}

/** A stay from the page's URL (?stay=&from=&to=), or tonight when it is missing or unusable. */
export function stayFromSearch(search: URLSearchParams, now: Date): Stay {
  const fallback = defaultStay(now);
  const kind = search.get('stay');
  if (kind === 'day') return { ...fallback, kind: 'day' };
  const candidate: Stay = { kind: 'night', from: search.get('from') ?? '', to: search.get('to') ?? '' };
  return kind === 'night' && checkStay(candidate, now) === null ? candidate : fallback;
}
