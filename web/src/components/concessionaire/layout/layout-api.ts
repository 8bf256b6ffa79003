import type { ApiClient } from '../../../http/api-client';
import { errorFromThrown, readApiError, type ApiError } from '../../../http/api-error';
import type { BayLayout, BayLayoutRefusal, BayLayoutVerdict, LayoutRow } from '../../../http/api-schema';
import { BackofficeError } from '../backoffice-api';

// The layout editor's calls (issue 27 item 3) through the one API client: the bay's layout, and
// the whole layout sent back, to save or (dry_run) to see what saving would say.

export async function loadBayLayout(api: ApiClient, bayId: string): Promise<BayLayout> {
  const { data, error, response } = await api.GET('/v1/concessionaires/bays/{bayId}/layout', {
    params: { path: { bayId } },
  });
  if (data === undefined) throw new BackofficeError(response.status, readApiError(error, 'unavailable').code);
  return data;
}

/** The server's answer: its verdict (saved, or a dry run's), rows or bookings refused, or a failure. */
export type LayoutAnswer =
  | { kind: 'verdict'; verdict: BayLayoutVerdict }
  | { kind: 'refused'; refusal: BayLayoutRefusal }
  | { kind: 'failed'; error: ApiError };

function isRefusal(body: unknown): body is BayLayoutRefusal {
  return typeof body === 'object' && body !== null && 'refused_rows' in body && 'bookings_in_the_way' in body;
}

export async function sendBayLayout(
  api: ApiClient,
  bayId: string,
  rows: LayoutRow[],
  dryRun: boolean,
): Promise<LayoutAnswer> {
  try {
    const { data, error } = await api.PUT('/v1/concessionaires/bays/{bayId}/layout', {
      params: { path: { bayId }, query: dryRun ? { dry_run: true } : {} },
      body: { rows },
    });
    if (data !== undefined) return { kind: 'verdict', verdict: data };
    if (isRefusal(error)) return { kind: 'refused', refusal: error };
    return { kind: 'failed', error: readApiError(error, 'generic') };
  } catch (thrown) {
    return { kind: 'failed', error: errorFromThrown(thrown) };
  }
}
