// The stay a map question is about (issue 5 item 7): `stay=day|night`, `from` and `to` as
// calendar dates. The server decides what a stay means at each bay, in the bay's own time zone
// (catalog, with the shared stay rules): "today", 14:00, dates in the past. The form only checks
// what needs no clock: that the dates exist and that the departure follows the arrival.

import { dayNumber } from '../../../proto/src/stays/bay-clock';
import type { StayKind } from '../http/api-schema';

export type { StayKind };

/**
 * For a night stay `from` and `to` are the arrival and departure dates; both empty mean tonight
 * at each bay. A day stay is today's at each bay, so its dates are not sent.
 */
export type Stay = { kind: StayKind; from: string; to: string };

/** The BFF refuses longer questions (invalid_date_range). */
export const MAX_NIGHTS = 30;

/** Tonight at each bay: no dates, the server fills them in per bay. */
export function defaultStay(): Stay {
  return { kind: 'night', from: '', to: '' };
}

export type StayProblem = 'invalidDate' | 'departureNotAfterArrival' | 'tooManyNights';

/** The first thing wrong with the dates as entered, or null; the server checks the rest. */
export function checkStay(stay: Stay): StayProblem | null {
  if (stay.kind === 'day' || (stay.from === '' && stay.to === '')) return null;
  const from = dayNumber(stay.from);
  const to = dayNumber(stay.to);
  if (from === null || to === null) return 'invalidDate';
  if (to <= from) return 'departureNotAfterArrival';
  if (to - from > MAX_NIGHTS) return 'tooManyNights';
  return null;
}

/** The query string part for the BFF: a day stay is today at each bay, a night stay its dates. */
export function stayQuery(stay: Stay): string {
  const params = new URLSearchParams({ stay: stay.kind });
  if (stay.kind === 'night' && stay.from !== '') {
    params.set('from', stay.from);
    params.set('to', stay.to);
  }
  return params.toString();
}

/** A stay from the page's URL (?stay=&from=&to=), or tonight when it is missing or unusable. */
export function stayFromSearch(search: URLSearchParams): Stay {
  const kind = search.get('stay');
  if (kind === 'day') return { kind: 'day', from: '', to: '' };
  const candidate: Stay = { kind: 'night', from: search.get('from') ?? '', to: search.get('to') ?? '' };
  return kind === 'night' && checkStay(candidate) === null ? candidate : defaultStay();
}
