import type { FastifyRequest } from 'fastify';
import type { KitFastify } from './kit-fastify';
import { AppError } from '../errors/app-error';

/** Longer addresses are refused with 414; Node refuses ~16 KB of request line and headers with 431. */
export const MAX_URL_LENGTH = 8_192;

const NUL = '\u0000';
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Refuses a path or query with a NUL character or percent-escapes that are not UTF-8: PostgreSQL
 * cannot store NUL in text, and such bytes are never a real slug, email or name.
 */
export function assertCleanUrl(url: string): void {
  if (url.length > MAX_URL_LENGTH) throw new AppError('uri_too_long');
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    throw new AppError('invalid_request');
  }
  if (decoded.includes(NUL)) throw new AppError('invalid_request');
}

/** Whether any string or key anywhere in a parsed JSON value holds a NUL character. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item));
  return false;
}

/**
 * JSON bodies are decoded as strict UTF-8 (Fastify's own parser would turn bad bytes into U+FFFD
 * silently) and refused with a NUL in any string. `__proto__` and `constructor.prototype` keys
 * stay refused (Fastify's secure-json-parse with onProtoPoisoning / onConstructorPoisoning
 * 'error', set in createHttpApp), which the error handler answers 400 `invalid_request`.
 */
export function strictJsonBodies(app: KitFastify): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new AppError('invalid_request'), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (!error && containsNul(value)) done(new AppError('invalid_request'), undefined);
      else done(error, value);
    });
  });
}

/** Every request's path and query pass assertCleanUrl before routing matters. */
export function cleanUrlsOnly(app: KitFastify): void {
  app.addHook('onRequest', async (request: FastifyRequest) => assertCleanUrl(request.url));
}
