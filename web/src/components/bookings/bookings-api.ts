import type { ApiClient } from '../../http/api-client';
import type { Booking, BookingFilter, BookingList, BookingPass } from '../../http/api-schema';
import { saveFile } from '../../http/save-file';

// The calls of My Bookings (spec §2 /dashboard/bookings), through the one API client.

export const BOOKING_FILTERS = [
  'all',
  'current',
  'upcoming',
  'completed',
  'failed',
  'pending',
  'cancelled',
] as const satisfies readonly BookingFilter[];

export const PAGE_SIZE = 20;

export type BookingQuery = { filter: BookingFilter; search: string };

/** One page of the caller's bookings; throws when it cannot be read (SWR shows the retry). */
export async function loadBookingPage(
  api: ApiClient,
  query: BookingQuery,
  pageToken: string | null,
): Promise<BookingList> {
  const search = query.search.trim();
  const { data, response } = await api.GET('/v1/bookings', {
    params: {
      query: {
        phase: query.filter,
        page_size: PAGE_SIZE,
        ...(search === '' ? {} : { search }),
        ...(pageToken === null ? {} : { page_token: pageToken }),
      },
    },
  });
  if (data === undefined) throw new Error(`bookings answered ${response.status}`);
  return data;
}

/** Saves a booking as a calendar event (.ics, from the BFF with the session's token). */
export async function downloadBookingCalendar(
  api: ApiClient,
  booking: Pick<Booking, 'booking_id' | 'bay_slug' | 'from_date'>,
): Promise<boolean> {
  const { data } = await api.GET('/v1/bookings/{bookingId}/calendar.ics', {
    params: { path: { bookingId: booking.booking_id } },
    parseAs: 'blob',
  });
  if (!(data instanceof Blob)) return false;
  // The name the server gives it too: the bay and the arrival day at the bay.
  saveFile(data, `moorline-${booking.bay_slug}-${booking.from_date}.ics`);
  return true;
}

/** A paid booking's proof of payment (issue 29 item 3): the signed text for its QR code. */
export async function loadBookingPass(api: ApiClient, bookingId: string): Promise<BookingPass> {
  const { data, response } = await api.GET('/v1/bookings/{bookingId}/pass', {
    params: { path: { bookingId } },
  });
  if (data === undefined) throw new Error(`the pass answered ${response.status}`);
  return data;
}
