import type { ApiClient } from '../http/api-client';
import { errorFromThrown, readApiError, type ApiError } from '../http/api-error';
import type { Boat, Booking, HoldRefusal, Quote, Stay } from '../http/api-schema';

// The booking preview's calls to the BFF (issue 12 item 8), through the one API client. Each
// answers an outcome instead of throwing, so the page shows every refusal in the page language.

export type Outcome<Data> = { ok: true; data: Data } | { ok: false; error: ApiError };

/** A refused hold: the code and, for a taken buoy or boat, the free alternatives. */
export type HoldOutcome = Outcome<Booking> | { ok: false; error: ApiError; refusal: HoldRefusal };

type Answer<Data> = { data?: Data; error?: unknown; response: Response };

const DEFAULT_CODE = 'unavailable';

export async function outcomeOf<Data>(call: () => Promise<Answer<Data>>): Promise<Outcome<Data>> {
  try {
    const { data, error } = await call();
    if (data !== undefined) return { ok: true, data };
    return { ok: false, error: readApiError(error, DEFAULT_CODE) };
  } catch (thrown) {
    return { ok: false, error: errorFromThrown(thrown) };
  }
}

function isRefusal(body: unknown): body is HoldRefusal {
  return typeof body === 'object' && body !== null && Array.isArray(Reflect.get(body, 'alternatives'));
}

export async function fetchFleet(api: ApiClient): Promise<Boat[]> {
  const { data, error } = await api.GET('/v1/fleet');
  if (data === undefined) throw new Error(readApiError(error, DEFAULT_CODE).code);
  return data.boats;
}

export function quoteStay(api: ApiClient, stay: Stay): Promise<Outcome<Quote>> {
  return outcomeOf(() => api.POST('/v1/bookings/quote', { body: stay }));
}

export async function holdStay(api: ApiClient, stay: Stay, idempotencyKey: string): Promise<HoldOutcome> {
  try {
    const { data, error } = await api.POST('/v1/bookings', {
      body: stay,
      params: { header: { 'idempotency-key': idempotencyKey } },
    });
    if (data !== undefined) return { ok: true, data };
    const refused = readApiError(error, DEFAULT_CODE);
    return isRefusal(error) ? { ok: false, error: refused, refusal: error } : { ok: false, error: refused };
  } catch (thrown) {
    return { ok: false, error: errorFromThrown(thrown) };
  }
}

export function fetchBooking(api: ApiClient, bookingId: string): Promise<Outcome<Booking>> {
  return outcomeOf(() => api.GET('/v1/bookings/{bookingId}', { params: { path: { bookingId } } }));
}

export function cancelHold(api: ApiClient, bookingId: string): Promise<Outcome<Booking>> {
  return outcomeOf(() => api.POST('/v1/bookings/{bookingId}/cancel', { params: { path: { bookingId } } }));
}
