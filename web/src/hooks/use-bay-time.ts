'use client';

import { useFormatter } from 'next-intl';

// spec §2, CONVENTIONS: times at the buoy are the bay's, in its own time zone, never the phone's.
export function useBayTime(timeZone: string) {
  const format = useFormatter();
  return {
    /** HH:MM, e.g. "booked until 18:00". */
    time: (instant: string) =>
      format.dateTime(new Date(instant), { hour: '2-digit', minute: '2-digit', timeZone }),
    /** Weekday, date and time, e.g. "Booked until Sat 29 Nov, 12:00": an end days away. */
    dateAndTime: (instant: string) =>
      format.dateTime(new Date(instant), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
      }),
    /** Weekday and time, for an end that may be tomorrow. */
    dayAndTime: (instant: string) =>
      format.dateTime(new Date(instant), { weekday: 'long', hour: '2-digit', minute: '2-digit', timeZone }),
  };
}
