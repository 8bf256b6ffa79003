import type { ApiClient } from '../http/api-client';
import { errorFromThrown, readApiError, type ApiError } from '../http/api-error';
import type { Boat, Booking, HoldRefusal, Quote, Stay } from '../http/api-schema';

// The booking preview's calls to the BFF (issue 12 item 8), through the one API client. Each
// answers an outcome instead of throwing, so the page shows every refusal in the page language.

export type Outcome<Data> = { ok: true; data: Data } | { ok: false; error: ApiError };

/**
 * What a refusal offers instead: the free buoys that fit (a taken buoy, or one the boat does not
 * fit, issue 28), or where the boat itself is already booked.
 */
export type Refusal = Pick<HoldRefusal, 'code' | 'alternatives' | 'boat_booked_at'>;

/** A refused quote or hold: the code and, when the body carries them, the ways on. */
export type RefusableOutcome<Data> = Outcome<Data> | { ok: false; error: ApiError; refusal: Refusal };
export type HoldOutcome = RefusableOutcome<Booking>;

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

function isRefusal(body: unknown): body is Refusal {
  return typeof body === 'object' && body !== null && Array.isArray(Reflect.get(body, 'alternatives'));
}

export async function fetchFleet(api: ApiClient): Promise<Boat[]> {
  const { data, error } = await api.GET('/v1/fleet');
  if (data === undefined) throw new Error(readApiError(error, DEFAULT_CODE).code);
  return data.boats;
}

/** As `outcomeOf`, keeping a refusal's alternatives or the boat's other booking. */
export async function refusableOutcomeOf<Data>(
  call: () => Promise<Answer<Data>>,
): Promise<RefusableOutcome<Data>> {
  try {
    const { data, error } = await call();
    if (data !== undefined) return { ok: true, data };
    const refused = readApiError(error, DEFAULT_CODE);
    return isRefusal(error) ? { ok: false, error: refused, refusal: error } : { ok: false, error: refused };
  } catch (thrown) {
    return { ok: false, error: errorFromThrown(thrown) };
  }
}

export function quoteStay(api: ApiClient, stay: Stay): Promise<RefusableOutcome<Quote>> {
  return refusableOutcomeOf(() => api.POST('/v1/bookings/quote', { body: stay }));
}

export function holdStay(api: ApiClient, stay: Stay, idempotencyKey: string): Promise<HoldOutcome> {
  return refusableOutcomeOf(() =>
    api.POST('/v1/bookings', { body: stay, params: { header: { 'idempotency-key': idempotencyKey } } }),
  );
}

export function fetchBooking(api: ApiClient, bookingId: string): Promise<Outcome<Booking>> {
  return outcomeOf(() => api.GET('/v1/bookings/{bookingId}', { params: { path: { bookingId } } }));
}

export function cancelHold(api: ApiClient, bookingId: string): Promise<Outcome<Booking>> {
  return outcomeOf(() => api.POST('/v1/bookings/{bookingId}/cancel', { params: { path: { bookingId } } }));
}
