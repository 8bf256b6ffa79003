import type { ApiClient } from '../../../http/api-client';
import { errorFromThrown, readApiError, type ApiError } from '../../../http/api-error';
import type { BookingInTheWay, OperatorBay, OperatorBuoy } from '../../../http/api-schema';
import { saveFile } from '../../../http/save-file';

// The calls of the buoys page (issue 15 item 7), through the one API client with the session's
// token: the BFF and catalog check the bay against it.

/** The bay among the caller's bays (for its name and time zone); null when the token has no such bay. */
export async function loadOperatorBay(api: ApiClient, bayId: string): Promise<OperatorBay | null> {
  const { data, response } = await api.GET('/v1/concessionaires/bays');
  if (data === undefined) throw new Error(`bays answered ${response.status}`);
  return data.bays.find((bay) => bay.bay_id === bayId) ?? null;
}

export async function loadOperatorBuoys(api: ApiClient, bayId: string): Promise<OperatorBuoy[]> {
  const { data, response } = await api.GET('/v1/concessionaires/bays/{bayId}/buoys', {
    params: { path: { bayId } },
  });
  if (data === undefined) throw new Error(`buoys answered ${response.status}`);
  return data.buoys;
}

export type ServiceChange = { in_service: true } | { in_service: false; reason: string; until?: string };

export type ServiceOutcome =
  { ok: true; buoy: OperatorBuoy } | { ok: false; bookings: BookingInTheWay[]; error: ApiError };

/** Takes a buoy out of service or puts it back; a 409 names the bookings to move first. */
export async function changeBuoyService(
  api: ApiClient,
  bayId: string,
  buoyId: string,
  change: ServiceChange,
): Promise<ServiceOutcome> {
  try {
    const { data, error } = await api.PUT('/v1/concessionaires/bays/{bayId}/buoys/{buoyId}/service', {
      params: { path: { bayId, buoyId } },
      body: change,
    });
    if (data !== undefined) return { ok: true, buoy: data };
    const bookings = error && 'bookings' in error ? error.bookings : [];
    return { ok: false, bookings, error: readApiError(error, 'generic') };
  } catch (thrown) {
    return { ok: false, bookings: [], error: errorFromThrown(thrown) };
  }
}

/** Moves a booking to another buoy of the bay (booking's route); null once moved, else the refusal. */
export async function moveBooking(
  api: ApiClient,
  bayId: string,
  bookingId: string,
  buoyId: string,
): Promise<ApiError | null> {
  try {
    const { error, response } = await api.POST('/v1/concessionaires/bays/{bayId}/bookings/{bookingId}/move', {
      params: { path: { bayId, bookingId } },
      body: { buoy_id: buoyId },
    });
    return response.ok ? null : readApiError(error, 'generic');
  } catch (thrown) {
    return errorFromThrown(thrown);
  }
}

/** Saves the bay's QR code sheet (fetched with the session's token, see saveFile). */
export async function downloadQrSheet(
  api: ApiClient,
  bay: Pick<OperatorBay, 'bay_id' | 'slug'>,
): Promise<boolean> {
  try {
    const { data } = await api.GET('/v1/concessionaires/bays/{bayId}/qr-codes.pdf', {
      params: { path: { bayId: bay.bay_id } },
      parseAs: 'blob',
    });
    if (!(data instanceof Blob)) return false;
    saveFile(data, `${bay.slug}-qr-codes.pdf`);
    return true;
  } catch {
    return false;
  }
}
