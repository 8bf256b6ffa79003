import { addDays, dayNumber, instantAt, localDate, localSecondOfDay, secondOfDay } from './bay-clock';

// The stay and date rules (spec §4, §5, §9), one implementation for every service: catalog's map
// answers use them now, booking's quotes and holds next. Pure: `now` comes from the caller and
// every local date or time is read in the bay's own time zone.

export type StayKind = 'day' | 'night';

/** spec §4, §9: a day stay is for today only and closes at 14:00 bay time. */
export const DAY_STAY_CLOSES_AT = '14:00';
/**
 * spec §5, §9: "at most 48 hours in advance". A stay may start exactly 48 hours from now
 * ("at most" includes the bound), not a second later. The start is the bay's check-in.
 */
export const MAX_HOURS_AHEAD = 48;
/** A question about more nights than this is a mistake, not a plan. */
export const MAX_NIGHTS = 30;

/** A bay's stay times ('HH:MM' or 'HH:MM:SS' local); null when the bay does not sell that kind. */
export interface BayStayTimes {
  timeZone: string;
  day: { checkIn: string; checkOut: string } | null;
  night: { checkIn: string; checkOut: string } | null;
}

/** A stay in calendar dates at the bay; null dates mean "today at the bay" and "the next day". */
export interface StayDates {
  kind: StayKind;
  from: string | null;
  to: string | null;
}

/** What is wrong with dates as typed, anywhere on earth (spec §8 booking codes). */
export type DatesProblem = 'dates_missing' | 'invalid_date_format' | 'invalid_date_range';

/** What is wrong with a stay at one bay at `now`. */
export type StayProblem = 'in_past' | 'too_far_ahead' | 'not_today' | 'day_stay_closed' | 'not_offered';

/** A half-open period [start, end). */
export interface Period {
  start: Date;
  end: Date;
}

export type Checked<T, P> = { ok: true; value: T } | { ok: false; problem: P };

/**
 * Dates as a client typed them (empty strings when missing). Checks the format, that the
 * departure is after the arrival, and the number of nights; nothing here needs a time zone.
 */
export function parseStayDates(input: {
  kind: StayKind;
  from: string;
  to: string;
}): Checked<StayDates, DatesProblem> {
  const [from, to] = [input.from.trim(), input.to.trim()];
  if (from === '') return to === '' ? ok({ kind: input.kind, from: null, to: null }) : fail('dates_missing');
  const [first, last] = [dayNumber(from), to === '' ? null : dayNumber(to)];
  if (first === null || (to !== '' && last === null)) return fail('invalid_date_format');
  if (input.kind === 'day')
    return last !== null && last !== first ? fail('invalid_date_range') : ok({ kind: 'day', from, to: null });
  if (last !== null && (last <= first || last - first > MAX_NIGHTS)) return fail('invalid_date_range');
  return ok({ kind: 'night', from, to: last === null ? null : to });
}

/** spec §4: a day stay is sold until 14:00 bay time (13:59:59 open, 14:00:00 closed). */
export function dayStayOpen(now: Date, timeZone: string): boolean {
  return localSecondOfDay(now, timeZone) < secondOfDay(DAY_STAY_CLOSES_AT);
}

/**
 * The period a stay covers at the bay: a night stay from the night check-in on the arrival date
 * to the night check-out on the departure date, a day stay from the day check-in to the day
 * check-out on its date. Null when the bay does not sell that kind of stay.
 */
export function stayPeriod(
  stay: { kind: StayKind; from: string; to: string },
  bay: BayStayTimes,
): Period | null {
  const times = stay.kind === 'day' ? bay.day : bay.night;
  if (times === null) return null;
  const last = stay.kind === 'day' ? stay.from : stay.to;
  return {
    start: instantAt(stay.from, times.checkIn, bay.timeZone),
    end: instantAt(last, times.checkOut, bay.timeZone),
  };
}

/** A stay resolved at one bay: its dates and its period. */
export interface BayStay {
  kind: StayKind;
  from: string;
  to: string;
  period: Period;
}

/**
 * A stay at one bay at `now` (spec §4, §9), what the map shows availability for: empty dates are
 * tonight (or today for a day stay) at the bay; the stay must not be in the past, and a day stay
 * is today's and only before 14:00.
 */
export function resolveStay(dates: StayDates, bay: BayStayTimes, now: Date): Checked<BayStay, StayProblem> {
  const today = localDate(now, bay.timeZone);
  const from = dates.from ?? today;
  const to = dates.kind === 'day' ? from : (dates.to ?? addDays(from, 1));
  if (from < today) return fail('in_past');
  if (dates.kind === 'day' && from !== today) return fail('not_today');
  const period = stayPeriod({ kind: dates.kind, from, to }, bay);
  if (period === null) return fail('not_offered');
  if (dates.kind === 'day' && !dayStayOpen(now, bay.timeZone)) return fail('day_stay_closed');
  return ok({ kind: dates.kind, from, to, period });
}

/**
 * A stay that may be booked at `now` (spec §5, §9): resolveStay's rules, and it starts at most
 * 48 hours ahead. The map shows later nights too (it is information); booking refuses them.
 */
export function resolveBookableStay(
  dates: StayDates,
  bay: BayStayTimes,
  now: Date,
): Checked<BayStay, StayProblem> {
  const stay = resolveStay(dates, bay, now);
  if (stay.ok && stay.value.period.start.getTime() - now.getTime() > MAX_HOURS_AHEAD * 3_600_000)
    return fail('too_far_ahead');
  return stay;
}

/** Nights between two valid calendar dates: a night stay is priced per night (spec §3). */
export function nightsBetween(from: string, to: string): number {
  const [first, last] = [dayNumber(from), dayNumber(to)];
  if (first === null || last === null) throw new RangeError(`not calendar dates: ${from}, ${to}`);
  return last - first;
}

function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

function fail<P>(problem: P): { ok: false; problem: P } {
  return { ok: false, problem };
}
