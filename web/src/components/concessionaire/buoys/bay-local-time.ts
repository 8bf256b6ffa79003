// The out-of-service end is typed as a date and time at the bay (a `datetime-local` field has
// no time zone), whatever the time zone of the phone or computer the staff member holds.

const partsFormat = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partsFormat.set(timeZone, format);
  }
  return format;
}

/** An instant as the bay's wall clock shows it: `YYYY-MM-DDTHH:MM`. */
export function bayLocalDateTime(instant: Date, timeZone: string): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    formatIn(timeZone)
      .formatToParts(instant)
      .find((candidate) => candidate.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** How far the bay's wall clock runs ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  return (
    Date.parse(`${bayLocalDateTime(instant, timeZone)}:00Z`) - Math.floor(instant.getTime() / 60_000) * 60_000
  );
}

/**
 * The instant a bay's wall clock shows `local` (`YYYY-MM-DDTHH:MM`); null when it is not one.
 * Twice round, so a time near a daylight-saving change takes the offset in force then.
 */
export function instantAtBay(local: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const wall = Date.parse(`${local}:00Z`);
  if (Number.isNaN(wall)) return null;
  const first = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(first), timeZone));
}
