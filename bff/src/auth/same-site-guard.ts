import { AppError } from '@moorline/kit';
import type { FastifyRequest } from 'fastify';

/**
 * Calls authenticated by the refresh cookie must come from our web app (issue item 6). A
 * browser always sends Origin on a cross-origin POST and Sec-Fetch-Site on every request; a
 * request without either is not from a browser, so no ambient cookie can be abused through it.
 */
export function assertSameSiteCaller(request: FastifyRequest, webOrigins: string[]): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !webOrigins.includes(origin)) throw new AppError('forbidden');
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw new AppError('forbidden');
}
