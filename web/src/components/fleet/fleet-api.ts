import type { ApiClient } from '../../http/api-client';
import { errorFromThrown, readApiError, type ApiError } from '../../http/api-error';
import type { Boat, BoatBrand, BoatDetails, BoatModel } from '../../http/api-schema';

// The calls of My Fleet and the boat form (spec §2 /dashboard/fleet), through the one API client.

export type BoatOutcome = { ok: true; boat: Boat } | { ok: false; error: ApiError };

/** The SWR fetcher of the fleet: throws when the list cannot be read. */
export async function loadFleet(api: ApiClient): Promise<Boat[]> {
  const { data, response } = await api.GET('/v1/fleet');
  if (data === undefined) throw new Error(`fleet answered ${response.status}`);
  return data.boats;
}

async function outcomeOf(call: Promise<{ data?: Boat; error?: unknown }>): Promise<BoatOutcome> {
  try {
    const { data, error } = await call;
    return data === undefined
      ? { ok: false, error: readApiError(error, 'generic') }
      : { ok: true, boat: data };
  } catch (thrown) {
    return { ok: false, error: errorFromThrown(thrown) };
  }
}

/** Adds a boat; the same key with the same details answers the same boat (a safe retry). */
export function addBoat(api: ApiClient, details: BoatDetails, idempotencyKey: string): Promise<BoatOutcome> {
  return outcomeOf(
    api.POST('/v1/fleet', { params: { header: { 'idempotency-key': idempotencyKey } }, body: details }),
  );
}

export function replaceBoat(api: ApiClient, boatId: string, details: BoatDetails): Promise<BoatOutcome> {
  return outcomeOf(api.PUT('/v1/fleet/{boatId}', { params: { path: { boatId } }, body: details }));
}

/** Resolves null once deleted, else the refusal (e.g. `boat_has_bookings`). */
export async function removeBoat(api: ApiClient, boatId: string): Promise<ApiError | null> {
  try {
    const { error, response } = await api.DELETE('/v1/fleet/{boatId}', { params: { path: { boatId } } });
    return response.ok ? null : readApiError(error, 'generic');
  } catch (thrown) {
    return errorFromThrown(thrown);
  }
}

export async function searchBrands(api: ApiClient, query: string): Promise<BoatBrand[]> {
  const { data, response } = await api.GET('/v1/boat-brands', { params: { query: { q: query } } });
  if (data === undefined) throw new Error(`boat brands answered ${response.status}`);
  return data.brands;
}

export async function searchModels(api: ApiClient, brandId: string, query: string): Promise<BoatModel[]> {
  const { data, response } = await api.GET('/v1/boat-brands/{id}/models', {
    params: { path: { id: brandId }, query: { q: query } },
  });
  if (data === undefined) throw new Error(`boat models answered ${response.status}`);
  return data.models;
}
