import { instantAt, isCalendarDate, localDateTime } from '../../../../../proto/src/stays/bay-clock';

// The out-of-service end is typed as a date and time at the bay (a `datetime-local` field has
// no time zone), whatever the time zone of the phone or computer the staff member holds. The
// field's text is the bay clock's (proto/src/stays/bay-clock.ts), to the minute.

const FIELD = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** An instant as the bay's wall clock shows it, in a `datetime-local` field: `YYYY-MM-DDTHH:MM`. */
export function bayLocalDateTime(instant: Date, timeZone: string): string {
  return localDateTime(instant, timeZone).slice(0, 16);
}

/** The instant a bay's wall clock shows `local` (`YYYY-MM-DDTHH:MM`); null when it is not one. */
export function instantAtBay(local: string, timeZone: string): Date | null {
  const match = FIELD.exec(local);
  const [, date = '', time = ''] = match ?? [];
  if (!isCalendarDate(date) || Number(time.slice(0, 2)) > 23 || Number(time.slice(3)) > 59) return null;
  return instantAt(date, time, timeZone);
}
