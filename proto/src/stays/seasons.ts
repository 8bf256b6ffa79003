import { addDays, dayNumber } from './bay-clock';

// Seasons of a bay (issue 27 item 2), one implementation for catalog's checks and booking's
// quotes. A night belongs to the date it starts on; a stay of several nights is priced night by
// night, each at the season of its own date (as hotels price a stay across a rate change). A date
// in no season has the bay's base prices; a season's price left unset is the base price too.

/** A season's dates (YYYY-MM-DD at the bay, both included) and its prices in minor units. */
export interface Season {
  firstDate: string;
  lastDate: string;
  closed: boolean;
  nightMinor: number | null;
  dayPerHourMinor: number | null;
  dayFullMinor: number | null;
}

/** The bay's prices on one date: its season's where it sets them, the base prices otherwise. */
export interface DatePrices {
  nightMinor: number;
  dayPerHourMinor: number;
  dayFullMinor: number;
}

/** The season a date falls in; undefined when none. Calendar dates compare as text. */
export function seasonOn(date: string, seasons: readonly Season[]): Season | undefined {
  return seasons.find((season) => season.firstDate <= date && date <= season.lastDate);
}

/** The dates a stay's nights start on: arrival up to the day before departure. */
export function nightDates(from: string, to: string): string[] {
  const [first, last] = [dayNumber(from), dayNumber(to)];
  if (first === null || last === null) throw new RangeError(`not calendar dates: ${from}, ${to}`);
  return Array.from({ length: Math.max(0, last - first) }, (_, index) => addDays(from, index));
}

/** The first of these dates on which the bay is closed for the season; undefined when none. */
export function firstClosedDate(dates: readonly string[], seasons: readonly Season[]): string | undefined {
  return dates.find((date) => seasonOn(date, seasons)?.closed === true);
}

/** The prices on a date. */
export function pricesOn(date: string, base: DatePrices, seasons: readonly Season[]): DatePrices {
  const season = seasonOn(date, seasons);
  return {
    nightMinor: season?.nightMinor ?? base.nightMinor,
    dayPerHourMinor: season?.dayPerHourMinor ?? base.dayPerHourMinor,
    dayFullMinor: season?.dayFullMinor ?? base.dayFullMinor,
  };
}

/** Two seasons sharing a date, earliest first; undefined when none do. */
export function overlappingSeasons<S extends Season>(seasons: readonly S[]): [S, S] | undefined {
  const sorted = [...seasons].sort((a, b) => a.firstDate.localeCompare(b.firstDate));
  for (let index = 1; index < sorted.length; index += 1) {
    const [before, after] = [sorted[index - 1], sorted[index]];
    if (before !== undefined && after !== undefined && after.firstDate <= before.lastDate)
      return [before, after];
  }
  return undefined;
}
