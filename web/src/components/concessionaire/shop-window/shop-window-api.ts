import type { ApiClient } from '../../../http/api-client';
import { errorFromThrown, readApiError, type ApiError } from '../../../http/api-error';
import type { BayPhoto, ShopWindow, ShopWindowChange } from '../../../http/api-schema';

// The shop window's calls (issue 15 item 8), through the one API client; only the upload, which
// must report its progress, goes through XMLHttpRequest (fetch cannot tell how much was sent).

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

type UploadDeps = {
  apiBaseUrl: string;
  token: () => string | null;
  /** The session's shared refresh, for a token that ran out meanwhile. */
  refresh: () => Promise<string>;
  onProgress: (sentRatio: number) => void;
};

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function sendUpload(url: string, body: FormData, token: string | null, onProgress: (ratio: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (token !== null) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: parsedJson(request.responseText) });
    request.onerror = () => resolve({ status: 0, body: null });
    request.send(body);
  });
}

/** Uploads one photo with its progress; a 401 is answered by one refresh and one retry (spec §4). */
export async function uploadPhoto(bayId: string, file: File, deps: UploadDeps): Promise<Outcome<BayPhoto>> {
  const url = `${deps.apiBaseUrl}/v1/concessionaires/bays/${encodeURIComponent(bayId)}/photos`;
  const form = () => {
    const body = new FormData();
    body.append('photo', file, file.name);
    return body;
  };
  const sentWith = deps.token();
  let answer = await sendUpload(url, form(), sentWith, deps.onProgress);
  if (answer.status === 401 && sentWith !== null) {
    try {
      answer = await sendUpload(url, form(), await deps.refresh(), deps.onProgress);
    } catch (thrown) {
      return { ok: false, error: errorFromThrown(thrown) };
    }
  }
  if (answer.status === 0) return { ok: false, error: { code: 'network_error', text: null } };
  if (answer.status !== 201) return { ok: false, error: readApiError(answer.body, 'generic') };
  return { ok: true, value: answer.body as BayPhoto };
}
