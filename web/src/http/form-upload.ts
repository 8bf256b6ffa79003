import { errorFromThrown, readApiError, type ApiError } from './api-error';

// A multipart form sent to the BFF with its progress: the one kind of call that does not go
// through the API client, since fetch cannot tell how much was sent (the client also reads each
// body as text, which a file's bytes do not survive). It sends the session's token and, on a 401,
// takes the session's shared refresh and tries once more (spec §4).

export type UploadOutcome = { ok: true; body: unknown } | { ok: false; error: ApiError };

export type UploadDeps = {
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

function sendForm(url: string, body: FormData, token: string | null, onProgress: (ratio: number) => void) {
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

/** Posts the form built by `form` to `path` (under the API base); ok only with `expected` status. */
export async function uploadForm(
  path: string,
  form: () => FormData,
  expected: number,
  deps: UploadDeps,
): Promise<UploadOutcome> {
  const url = `${deps.apiBaseUrl}${path}`;
  const sentWith = deps.token();
  let answer = await sendForm(url, form(), sentWith, deps.onProgress);
  if (answer.status === 401 && sentWith !== null) {
    try {
      answer = await sendForm(url, form(), await deps.refresh(), deps.onProgress);
    } catch (thrown) {
      return { ok: false, error: errorFromThrown(thrown) };
    }
  }
  if (answer.status === 0) return { ok: false, error: { code: 'network_error', text: null } };
  if (answer.status !== expected) return { ok: false, error: readApiError(answer.body, 'generic') };
  return { ok: true, body: answer.body };
}
