import { catalogV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';

// The bays are all on the Adriatic; "today" for a map question is the local date there, not
// the server's (CONVENTIONS: time zones).
const MAP_TIME_ZONE = 'Europe/Zagreb';
const MAX_NIGHTS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MapQueryInput {
  bbox?: string;
  from?: string;
  to?: string;
  stay?: 'day' | 'night';
}

/** `minLon,minLat,maxLon,maxLat`, each within the globe and min below max. */
export function parseBoundingBox(text: string | undefined): catalogV1.BoundingBox {
  if (!text) throw new AppError('invalid_bbox');
  const parts = text.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  if (parts.length !== 4 || parts.some((part) => part === '') || numbers.some((n) => !Number.isFinite(n)))
    throw new AppError('invalid_bbox');
  const [minLon = 0, minLat = 0, maxLon = 0, maxLat = 0] = numbers;
  const inRange =
    [minLon, maxLon].every((lon) => Math.abs(lon) <= 180) &&
    [minLat, maxLat].every((lat) => Math.abs(lat) <= 90);
  if (!inRange || minLon >= maxLon || minLat >= maxLat) throw new AppError('invalid_bbox');
  return { minLon, minLat, maxLon, maxLat };
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(text: string): number {
  const time = Date.parse(`${text}T00:00:00Z`);
  if (!isoDate.test(text) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text)
    throw new AppError('invalid_date_format');
  return time;
}

export function localDate(now: Date, timeZone = MAP_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const addDays = (date: string, days: number) =>
  new Date(parseDate(date) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The stay a map question is about. Night: arrival `from` and departure `to` (at least one
 * night, at most 30), defaulting to tonight. Day: `from` only, defaulting to today. Dates in
 * the past are an invalid range; the day-stay rules beyond that (14:00) are catalog's.
 */
export function parseStay(input: MapQueryInput, now: Date): catalogV1.StayQuery {
  const today = localDate(now);
  const stayKind =
    input.stay === 'day' ? catalogV1.StayKind.STAY_KIND_DAY : catalogV1.StayKind.STAY_KIND_NIGHT;
  const from = input.from ?? (input.to === undefined ? today : undefined);
  if (from === undefined) throw new AppError('dates_missing');
  const start = parseDate(from);
  if (start < parseDate(today)) throw new AppError('invalid_date_range');
  if (stayKind === catalogV1.StayKind.STAY_KIND_DAY) return { stayKind, fromDate: from, toDate: from };
  const to = input.to ?? addDays(from, 1);
  const nights = (parseDate(to) - start) / DAY_MS;
  if (nights < 1 || nights > MAX_NIGHTS) throw new AppError('invalid_date_range');
  return { stayKind, fromDate: from, toDate: to };
}
