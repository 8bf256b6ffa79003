import { REFRESH_FAILED, RefreshFailedError } from './api-client';

// Error answers carry a stable `code` and a text: `message`, or `error` for sign-in (spec §7).
// Pages show their own catalogue's message for the code and fall back to the text.
export type ApiError = { code: string; text: string | null };

function readString(body: unknown, key: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value: unknown = Reflect.get(body, key);
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function readApiError(body: unknown, defaultCode: string): ApiError {
  return {
    code: readString(body, 'code') ?? defaultCode,
    text: readString(body, 'message') ?? readString(body, 'error'),
  };
}

/** A call that threw: the session ended ("Refresh failed"), or no answer came (network, CORS). */
export function errorFromThrown(error: unknown): ApiError {
  if (error instanceof RefreshFailedError) return { code: 'refresh_failed', text: REFRESH_FAILED };
  return { code: 'network_error', text: null };
}
