// The night stay a boater would book today at a bay: from its night check-in on today's date
// to its check-out tomorrow, both in the bay's own time zone (never the machine's).

export interface NightStayTimes {
  /** IANA time zone, e.g. "Europe/Zagreb". */
  timeZone: string;
  /** Local `HH:MM`. */
  checkIn: string;
  checkOut: string;
}

const DAY_MS = 86_400_000;

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a bay's clock shows `time` on `date` (`YYYY-MM-DD`, `HH:MM`). */
export function atBayTime(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) throw new Error(`not a date and time: ${date} ${time}`);
  // The offset at the first guess may be the other side of a daylight-saving change; the
  // offset at the corrected instant is the one that applies.
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(guess, timeZone));
}

/** The bay's calendar date at `now`, `YYYY-MM-DD`. */
export function dateAtBay(now: Date, timeZone: string): string {
  return new Date(now.getTime() + zoneOffsetMs(now.getTime(), timeZone)).toISOString().slice(0, 10);
}

export function tonightAt(bay: NightStayTimes, now: Date): { start: Date; end: Date } {
  const today = dateAtBay(now, bay.timeZone);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return {
    start: atBayTime(today, bay.checkIn, bay.timeZone),
    end: atBayTime(tomorrow, bay.checkOut, bay.timeZone),
  };
}
