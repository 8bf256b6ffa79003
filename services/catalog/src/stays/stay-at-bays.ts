import { seasonRules, stayRules } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import type { Selectable } from 'kysely';
import type { BayTable } from '../bays/bay.table';

/** A stay as the caller typed it (empty strings when a date is missing). */
export interface StayInput {
  kind: stayRules.StayKind;
  fromDate: string;
  toDate: string;
}

/** The columns of a `bays` row the stay rules read, and its closed seasons' dates. */
export type BayStayRow = { closed_seasons: ClosedSeason[] } & Pick<
  Selectable<BayTable>,
  | 'id'
  | 'time_zone'
  | 'day_stay_available'
  | 'day_check_in'
  | 'day_check_out'
  | 'night_stay_available'
  | 'night_check_in'
  | 'night_check_out'
>;

/** A closed season's first and last date at the bay, both included. */
export type ClosedSeason = [first: string, last: string];

/** Whether a day or night of the stay falls in a closed season (issue 27 item 2). */
function closedForSeason(stay: stayRules.BayStay, closed: readonly ClosedSeason[]): boolean {
  if (closed.length === 0) return false;
  const seasons = closed.map(([firstDate, lastDate]) => ({
    firstDate,
    lastDate,
    closed: true,
    nightMinor: null,
    dayPerHourMinor: null,
    dayFullMinor: null,
  }));
  const dates = stay.kind === 'day' ? [stay.from] : seasonRules.nightDates(stay.from, stay.to);
  return seasonRules.firstClosedDate(dates, seasons) !== undefined;
}

/** What is still to come of a stay at each bay, by bay id; a bay missing does not offer it. */
export type StayPeriods = ReadonlyMap<string, stayRules.Period>;

/** Dates as typed; a bad format or range is the caller's mistake (spec §8 booking codes). */
export function parseStay(input: StayInput): stayRules.StayDates {
  const parsed = stayRules.parseStayDates({ kind: input.kind, from: input.fromDate, to: input.toDate });
  if (!parsed.ok) throw new AppError(parsed.problem);
  return parsed.value;
}

const times = (available: boolean, checkIn: string | null, checkOut: string | null) =>
  available && checkIn !== null && checkOut !== null ? { checkIn, checkOut } : null;

export function bayStayTimes(row: BayStayRow): stayRules.BayStayTimes {
  return {
    timeZone: row.time_zone,
    day: times(row.day_stay_available, row.day_check_in, row.day_check_out),
    night: times(row.night_stay_available, row.night_check_in, row.night_check_out),
  };
}

// A stay in the past or too far ahead at a bay the answer covers is a wrong question (400); a
// bay that does not sell the kind, or a day stay after 14:00, simply offers nothing (spec §4).
const offersNothing: ReadonlySet<stayRules.StayProblem> = new Set(['not_offered', 'day_stay_closed']);

/**
 * The stay at each bay in its own time zone at `now` (stayRules.resolveStay). A stay under way
 * counts from now: what is over cannot be occupied any more.
 */
export function stayPeriodsAtBays(
  bays: readonly BayStayRow[],
  dates: stayRules.StayDates,
  now: Date,
): StayPeriods {
  const periods = new Map<string, stayRules.Period>();
  // Bays in one zone with the same hours resolve a stay alike, and a coast has few such sets:
  // the map asks this for every bay in view on every pan, and each resolution reads the zone's clock.
  const resolved = new Map<string, ReturnType<typeof stayRules.resolveStay>>();
  for (const bay of bays) {
    const times = bayStayTimes(bay);
    const sameRules = JSON.stringify(times);
    const stay = resolved.get(sameRules) ?? stayRules.resolveStay(dates, times, now);
    resolved.set(sameRules, stay);
    if (!stay.ok) {
      if (offersNothing.has(stay.problem)) continue;
      throw new AppError(stay.problem === 'in_past' ? 'dates_in_past' : 'invalid_date_range');
    }
    // A bay closed for the season on those dates offers nothing then, as booking refuses it.
    if (closedForSeason(stay.value, bay.closed_seasons)) continue;
    const { start, end } = stay.value.period;
    periods.set(bay.id, { start: start > now ? start : now, end });
  }
  return periods;
}
