import { instantAt } from '../../../proto/src/stays/bay-clock';

// The hours a day stay may be booked for (spec §3, §4): from now (or the bay's day check-in) for a
// whole number of hours, never past the day's check-out, where the server ends it anyway. An hour
// count that would reach check-out is not offered: "until check-out" already says it (issue 28
// item 3, the preview offers nothing the rules then change).

const HOUR_MS = 3_600_000;
/** The longest hourly stay offered; longer is the full day. */
export const MAX_DAY_HOURS = 8;

export type DayStayTimes = { date: string; checkIn: string; checkOut: string; timeZone: string };

/** The hour counts, 1 to 8, that end before the day's check-out when booked at `now`. */
export function dayHourChoices(day: DayStayTimes, now: Date): number[] {
  const opens = instantAt(day.date, day.checkIn, day.timeZone).getTime();
  const closes = instantAt(day.date, day.checkOut, day.timeZone).getTime();
  const start = Math.max(opens, now.getTime());
  return Array.from({ length: MAX_DAY_HOURS }, (_, index) => index + 1).filter(
    (hours) => start + hours * HOUR_MS < closes,
  );
}
