import type { ApiClient } from '../http/api-client';
import { errorFromThrown, readApiError } from '../http/api-error';
import type {
  CheckedIn,
  CheckInBody,
  GuestSession,
  GuestSessionBody,
  HoldRefusal,
  PresenceBody,
  PresencePass,
  PresenceRefused,
  WalkUp,
} from '../http/api-schema';
import { outcomeOf, type Outcome } from '../booking/booking-api';

// The QR walk-up's calls to the BFF (issue 14), through the one API client; the caller's token
// (account or guest) is the client's business. Each answers an outcome, never throws.

/** The extras the offers are priced with: the server's price of the stay as the check-in charges it. */
export type WalkUpExtras = { assist: boolean; trash: boolean };

export function fetchWalkUp(api: ApiClient, slug: string, extras?: WalkUpExtras): Promise<Outcome<WalkUp>> {
  const query = extras && { mooring_assistance: extras.assist, trash_collection: extras.trash };
  return outcomeOf(() => api.GET('/v1/qr/{slug}', { params: { path: { slug }, query } }));
}

export type PresenceOutcome =
  Outcome<PresencePass> | { ok: false; error: ReturnType<typeof readApiError>; away: PresenceRefused };

function isAway(body: unknown): body is PresenceRefused {
  return typeof body === 'object' && body !== null && typeof Reflect.get(body, 'distance_m') === 'number';
}

/**
 * The position goes in this one request and is not kept anywhere (spec §1 cookie notice). Open
 * to visitors: presence comes before personal details. From away, the answer says how far.
 */
export async function provePresence(
  api: ApiClient,
  slug: string,
  position: PresenceBody,
): Promise<PresenceOutcome> {
  try {
    const { data, error } = await api.POST('/v1/qr/{slug}/presence', {
      params: { path: { slug } },
      body: position,
    });
    if (data !== undefined) return { ok: true, data };
    const refused = readApiError(error, 'unavailable');
    return isAway(error) ? { ok: false, error: refused, away: error } : { ok: false, error: refused };
  } catch (thrown) {
    return { ok: false, error: errorFromThrown(thrown) };
  }
}

export function startGuestSession(api: ApiClient, body: GuestSessionBody): Promise<Outcome<GuestSession>> {
  // A guest session is never refreshed: whatever token the browser holds plays no part.
  return outcomeOf(() => api.withoutRefresh.POST('/v1/qr/guest-session', { body }));
}

export type CheckInOutcome =
  Outcome<CheckedIn> | { ok: false; error: ReturnType<typeof readApiError>; refusal: HoldRefusal };

function isRefusal(body: unknown): body is HoldRefusal {
  return typeof body === 'object' && body !== null && Array.isArray(Reflect.get(body, 'alternatives'));
}

export async function checkIn(
  api: ApiClient,
  body: CheckInBody,
  idempotencyKey: string,
): Promise<CheckInOutcome> {
  try {
    const { data, error } = await api.POST('/v1/qr/check-in', {
      body,
      params: { header: { 'idempotency-key': idempotencyKey } },
    });
    if (data !== undefined) return { ok: true, data };
    const refused = readApiError(error, 'unavailable');
    return isRefusal(error) ? { ok: false, error: refused, refusal: error } : { ok: false, error: refused };
  } catch (thrown) {
    return { ok: false, error: errorFromThrown(thrown) };
  }
}
