import type { ApiClient } from '../../../http/api-client';
import { errorFromThrown, readApiError, type ApiError } from '../../../http/api-error';
import { uploadForm, type UploadDeps } from '../../../http/form-upload';
import type { BayPhoto, ShopWindow, ShopWindowChange } from '../../../http/api-schema';

// The shop window's calls (issue 15 item 8), through the one API client; only the upload, which
// must report its progress, goes through the form upload (src/http/form-upload.ts).

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** The SWR fetcher: throws when the shop window cannot be read. */
export async function loadShopWindow(api: ApiClient, bayId: string): Promise<ShopWindow> {
  const { data, error, response } = await api.GET('/v1/concessionaires/bays/{bayId}/shop-window', {
    params: { path: { bayId } },
  });
  if (data === undefined)
    throw Object.assign(new Error(`shop window answered ${response.status}`), { error });
  return data;
}

export async function outcomeOf<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<Outcome<T>> {
  try {
    const { data, error } = await call;
    return data === undefined
      ? { ok: false, error: readApiError(error, 'generic') }
      : { ok: true, value: data };
  } catch (thrown) {
    return { ok: false, error: errorFromThrown(thrown) };
  }
}

export const saveShopWindow = (api: ApiClient, bayId: string, change: ShopWindowChange) =>
  outcomeOf(
    api.PUT('/v1/concessionaires/bays/{bayId}/shop-window', { params: { path: { bayId } }, body: change }),
  );

export const saveCaption = (api: ApiClient, bayId: string, photoId: string, caption: BayPhoto['caption']) =>
  outcomeOf(
    api.PATCH('/v1/concessionaires/bays/{bayId}/photos/{photoId}', {
      params: { path: { bayId, photoId } },
      body: { caption },
    }),
  );

export const reorderPhotos = (api: ApiClient, bayId: string, photoIds: string[]) =>
  outcomeOf(
    api.PUT('/v1/concessionaires/bays/{bayId}/photos/order', {
      params: { path: { bayId } },
      body: { photo_ids: photoIds },
    }),
  );

export const deletePhoto = (api: ApiClient, bayId: string, photoId: string) =>
  outcomeOf(
    api.DELETE('/v1/concessionaires/bays/{bayId}/photos/{photoId}', { params: { path: { bayId, photoId } } }),
  );

/** Uploads one photo with its progress; a 401 is answered by one refresh and one retry (spec §4). */
export async function uploadPhoto(bayId: string, file: File, deps: UploadDeps): Promise<Outcome<BayPhoto>> {
  const form = () => {
    const body = new FormData();
    body.append('photo', file, file.name);
    return body;
  };
  const outcome = await uploadForm(
    `/v1/concessionaires/bays/${encodeURIComponent(bayId)}/photos`,
    form,
    201,
    deps,
  );
  return outcome.ok ? { ok: true, value: outcome.body as BayPhoto } : outcome;
}
