import type { DayStay, NightStay } from '../http/api-schema';
import { addDays, instantAt, localDate, secondOfDay } from '../../../proto/src/stays/bay-clock';
import {
  MAX_HOURS_AHEAD,
  dayStayOpen,
  resolveBookableStay,
  type BayStayTimes,
} from '../../../proto/src/stays/stay-rules';

// The booking rules of dates (spec §4, §5, §9: not in the past, at most 48 hours ahead, a day
// stay today and before 14:00) told before the boater asks (issue 28 item 3). The rules are the
// services' own (proto/src/stays), so the page cannot offer what booking then refuses.

export type { BayStayTimes };

const HOUR_MS = 3_600_000;

/** A bay's stay times as the BFF answers them (a bay summary or a bay's page). */
export function bayStayTimes(bay: {
  time_zone: string;
  day_stay: DayStay;
  night_stay: NightStay;
}): BayStayTimes {
  const times = (stay: DayStay | NightStay) =>
    stay.offered ? { checkIn: stay.check_in, checkOut: stay.check_out } : null;
  return { timeZone: bay.time_zone, day: times(bay.day_stay), night: times(bay.night_stay) };
}

/** The platform's zone: every bay is on the Adriatic, whose countries all keep Zagreb's clock. */
export const PLATFORM_TIME_ZONE = 'Europe/Zagreb';
/** spec §4's night, as the demo bays keep it, when no bay in sight sells nights. */
const USUAL_NIGHT = { checkIn: '14:00', checkOut: '12:00' };

/**
 * The rules of dates before a bay is chosen (issue 28 item 3): the platform's zone and the latest
 * night check-in of the bays in sight. A later check-in is further from now, so its window is the
 * narrowest: no arrival it offers is one that a bay in sight refuses. Day stays close per bay.
 */
export function anyBayStayTimes(bays: readonly { night_stay: NightStay }[]): BayStayTimes {
  const nights = bays
    .map((bay) => bay.night_stay)
    .filter((night) => night.offered)
    .map((night) => ({ checkIn: night.check_in, checkOut: night.check_out }));
  const latest = nights.reduce<{ checkIn: string; checkOut: string } | null>(
    (found, night) =>
      found === null || secondOfDay(night.checkIn) > secondOfDay(found.checkIn) ? night : found,
    null,
  );
  return { timeZone: PLATFORM_TIME_ZONE, day: null, night: latest ?? USUAL_NIGHT };
}

/** Why a stay cannot be booked now: only the rules of dates, the buoy's answer is the server's. */
export type StayRuleProblem =
  | { kind: 'datesInPast' }
  | { kind: 'dayStayClosed' }
  /** The arrival is more than 48 hours ahead: bookings for it open at `opensAt`. */
  | { kind: 'notOpenYet'; from: string; opensAt: Date };

/** The first arrival and the last one that may be booked at `now`, both bay dates. */
export type ArrivalWindow = { first: string; last: string };

/** When bookings open for a night stay arriving on `from`: 48 hours before its check-in. */
function opensAt(from: string, checkIn: string, timeZone: string): Date {
  return new Date(instantAt(from, checkIn, timeZone).getTime() - MAX_HOURS_AHEAD * HOUR_MS);
}

/** What the rules say of a night stay arriving on `from` (departure needs no clock). */
function nightProblem(from: string, bay: BayStayTimes, now: Date): StayRuleProblem | null {
  const stay = resolveBookableStay({ kind: 'night', from, to: null }, bay, now);
  if (stay.ok || bay.night === null) return null;
  if (stay.problem === 'in_past') return { kind: 'datesInPast' };
  if (stay.problem === 'too_far_ahead')
    return { kind: 'notOpenYet', from, opensAt: opensAt(from, bay.night.checkIn, bay.timeZone) };
  return null;
}

/**
 * The dates a night stay may arrive on at `now`: today at the bay up to the last day whose night
 * check-in is at most 48 hours away. Null when the bay sells no night stay.
 */
export function arrivalWindow(bay: BayStayTimes, now: Date): ArrivalWindow | null {
  if (bay.night === null) return null;
  const first = localDate(now, bay.timeZone);
  let last = addDays(first, MAX_HOURS_AHEAD / 24);
  while (last > first && nightProblem(last, bay, now) !== null) last = addDays(last, -1);
  return { first, last };
}

/** The first arrival the window leaves out, and when bookings for it open. */
export function nextOpening(bay: BayStayTimes, now: Date): { from: string; opensAt: Date } | null {
  const window = arrivalWindow(bay, now);
  if (window === null || bay.night === null) return null;
  const from = addDays(window.last, 1);
  return { from, opensAt: opensAt(from, bay.night.checkIn, bay.timeZone) };
}

/** spec §4: after 14:00 bay time a bay that sells day stays sells none today. */
export function dayStayClosed(bay: BayStayTimes, now: Date): boolean {
  return bay.day !== null && !dayStayOpen(now, bay.timeZone);
}

/**
 * What the rules refuse of a stay at one bay at `now`, or null. Empty dates are tonight (or
 * today) at the bay, which the rules always allow for a night stay.
 */
export function stayRuleProblem(
  stay: { kind: 'day' | 'night'; from: string },
  bay: BayStayTimes,
  now: Date,
): StayRuleProblem | null {
  if (stay.kind === 'day') return dayStayClosed(bay, now) ? { kind: 'dayStayClosed' } : null;
  return stay.from === '' ? null : nightProblem(stay.from, bay, now);
}
