import type { Buoy, StayKind } from '../http/api-schema';
import { addDays } from '../../../proto/src/stays/bay-clock';
import { embedIdOf } from './partner-link';

// The booking preview's address (issue 12 item 9): `/bookings/preview?bay=&buoy=&kind=&from=&to=`
// names the choice made on the map or the bay page, so it survives sign-in (`?next=`), a reload
// and a shared link; `?booking=<id>` reopens a held booking instead.

export const PREVIEW_PAGE = '/bookings/preview';

/**
 * What the boater chose. Empty dates mean "tonight" (night) or "today" (day) at the bay, which
 * only the bay's time zone can turn into dates (stay-dates.ts).
 */
export type PreviewChoice = {
  bay: string;
  buoy: string;
  kind: StayKind;
  from: string;
  to: string;
  /** The boat already picked, kept when the boater takes an alternative buoy. */
  boat?: string;
  /** The partner embed the boater came through (issue 27 item 5), credited with the hold. */
  embed?: string;
};

export type PreviewQuery =
  { kind: 'choice'; choice: PreviewChoice } | { kind: 'booking'; bookingId: string } | { kind: 'invalid' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Slugs and ids are short words; anything else is not from one of our links. */
const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

/** The preview page for a choice, without its locale prefix. */
export function bookingPreviewPath(choice: PreviewChoice): string {
  const params = new URLSearchParams({ bay: choice.bay, buoy: choice.buoy, kind: choice.kind });
  if (choice.from !== '') params.set('from', choice.from);
  if (choice.to !== '') params.set('to', choice.to);
  if (choice.boat !== undefined && choice.boat !== '') params.set('boat', choice.boat);
  if (choice.embed !== undefined) params.set('embed', choice.embed);
  return `${PREVIEW_PAGE}?${params.toString()}`;
}

/** The preview page showing a held booking, without its locale prefix. */
export function heldBookingPath(bookingId: string): string {
  return `${PREVIEW_PAGE}?${new URLSearchParams({ booking: bookingId }).toString()}`;
}

function isCalendarDate(value: string): boolean {
  try {
    return DATE.test(value) && addDays(value, 0) === value;
  } catch {
    return false;
  }
}

/** The date named, '' when there is none, null when it is not a calendar date. */
function dateParam(search: URLSearchParams, name: string): string | null {
  const value = search.get(name) ?? '';
  return value === '' || isCalendarDate(value) ? value : null;
}

/** The page's query read back; the server still checks every rule of the stay. */
/** The booking a return page (success, cancel) names in `?booking=`, or null when there is none. */
export function bookingIdOf(search: URLSearchParams): string | null {
  const bookingId = search.get('booking');
  return bookingId !== null && TOKEN.test(bookingId) ? bookingId : null;
}

export function readPreviewQuery(search: URLSearchParams): PreviewQuery {
  const bookingId = search.get('booking');
  if (bookingId !== null) return TOKEN.test(bookingId) ? { kind: 'booking', bookingId } : { kind: 'invalid' };
  const bay = search.get('bay') ?? '';
  const buoy = search.get('buoy') ?? '';
  const kind = search.get('kind') ?? 'night';
  const from = dateParam(search, 'from');
  const to = dateParam(search, 'to');
  if (!TOKEN.test(bay) || !TOKEN.test(buoy) || (kind !== 'night' && kind !== 'day'))
    return { kind: 'invalid' };
  if (from === null || to === null) return { kind: 'invalid' };
  const boat = search.get('boat');
  if (boat !== null && !TOKEN.test(boat)) return { kind: 'invalid' };
  // An embed id that is not one is dropped quietly: the partner's link still books, uncredited.
  const embed = embedIdOf(search);
  const choice: PreviewChoice = { bay, buoy, kind, from, to };
  if (boat !== null) choice.boat = boat;
  if (embed !== undefined) choice.embed = embed;
  return { kind: 'choice', choice };
}

/**
 * Whether a buoy gets a Book action (spec §4: blue, digital and bookable). Signed in, only when
 * it is available for the chosen stay; signed out the status is hidden (spec §6), so every
 * digital buoy in service offers it, and the preview tells after sign-in.
 */
export function offersBooking(
  buoy: Pick<Buoy, 'management' | 'service_state' | 'status'>,
  signedIn: boolean,
): boolean {
  if (buoy.management !== 'digital' || buoy.service_state === 'out_of_service') return false;
  return signedIn ? buoy.status === 'available' : buoy.status === null || buoy.status === 'available';
}
