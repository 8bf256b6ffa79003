import { catalogV1, stayRules } from '@moorline/contracts';
import { AppError } from '@moorline/kit';

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

/**
 * The stay a map question is about, passed on as typed: catalog resolves it at each bay in the
 * bay's own time zone (today, 14:00, 48 hours; `stayRules` in the contracts package). Only the
 * format and the order of the dates are checked here, which needs no clock and no time zone.
 */
export function stayQuery(input: MapQueryInput): catalogV1.StayQuery {
  const kind = input.stay === 'day' ? 'day' : 'night';
  const dates = stayRules.parseStayDates({ kind, from: input.from ?? '', to: input.to ?? '' });
  if (!dates.ok) throw new AppError(dates.problem);
  return {
    stayKind: kind === 'day' ? catalogV1.StayKind.STAY_KIND_DAY : catalogV1.StayKind.STAY_KIND_NIGHT,
    fromDate: dates.value.from ?? '',
    toDate: dates.value.to ?? '',
  };
}
