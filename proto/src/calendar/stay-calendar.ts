import { localDateTime, utcOffsetMinutes } from '../stays/bay-clock';

// A stay as an iCalendar file (RFC 5545; issue 30 item 5): one event from arrival to departure
// on the bay's clock, for the confirmation email's attachment and My Bookings' "Add to calendar".
// Times carry the bay's TZID with its VTIMEZONE, so a calendar abroad still shows the bay's hours
// correctly converted; a zone whose rules we cannot write (daylight saving outside Europe) is
// written in UTC instead, which every calendar reads.

export interface StayCalendarEvent {
  /** Stable per booking, so importing the file twice updates one event. */
  uid: string;
  title: string;
  /** Where: the bay and the buoy, as the boater reads them. */
  location: string;
  description: string;
  /** The bay's page. */
  url: string;
  start: Date;
  end: Date;
  timeZone: string;
  /** When the file was written (DTSTAMP). */
  now: Date;
}

const CRLF = '\r\n';

/** Text values escape backslash, semicolon, comma and newline (RFC 5545 3.3.11). */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = new TextEncoder().encode(character).length;
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

const basic = (isoLocal: string) => isoLocal.replace(/[-:]/g, '');
const utc = (instant: Date) => `${basic(instant.toISOString().slice(0, 19))}Z`;

function offset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The zone's rules as a VTIMEZONE, or null when we cannot write them. Europe's zones change on
 * the last Sundays of March and October at 01:00 UTC (EU directive 2000/84/EC); a zone without
 * daylight saving has one offset all year.
 */
function timeZoneRules(timeZone: string, year: number): string[] | null {
  const winter = utcOffsetMinutes(new Date(Date.UTC(year, 0, 15)), timeZone);
  const summer = utcOffsetMinutes(new Date(Date.UTC(year, 6, 15)), timeZone);
  const head = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (winter === summer)
    return [
      ...head,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset(winter)}`,
      `TZOFFSETTO:${offset(winter)}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
  if (!timeZone.startsWith('Europe/') || summer < winter) return null;
  // 01:00 UTC written on the local clock before the change.
  const local = (minutes: number) => `T${String(1 + minutes / 60).padStart(2, '0')}0000`;
  return [
    ...head,
    'BEGIN:DAYLIGHT',
    `DTSTART:19700329${local(winter)}`,
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    `TZOFFSETFROM:${offset(winter)}`,
    `TZOFFSETTO:${offset(summer)}`,
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    `DTSTART:19701025${local(summer)}`,
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    `TZOFFSETFROM:${offset(summer)}`,
    `TZOFFSETTO:${offset(winter)}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** The event as an .ics file's text, CRLF line ends, folded. */
export function stayCalendar(event: StayCalendarEvent): string {
  const rules = timeZoneRules(event.timeZone, event.start.getUTCFullYear());
  const when = (property: string, instant: Date) =>
    rules === null
      ? `${property}:${utc(instant)}`
      : `${property};TZID=${event.timeZone}:${basic(localDateTime(instant, event.timeZone))}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Moorline//Stay calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(rules ?? []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.now)}`,
    when('DTSTART', event.start),
    when('DTEND', event.end),
    `SUMMARY:${text(event.title)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    `URL:${event.url}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}
