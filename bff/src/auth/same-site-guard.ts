import { AppError } from '@moorline/kit';
import type { FastifyRequest } from 'fastify';

/**
 * Calls authenticated by the refresh cookie must come from our web app (issue 4 item 6). A
 * browser always sends Origin on a cross-origin POST and Sec-Fetch-Site on every request; a
 * request without either is not from a browser, so no ambient cookie can be abused through it.
 *
 * Our web app is either a listed origin (`WEB_ORIGINS`, a page calling this port directly) or the
 * origin the request was addressed to: the browser calls the API under the web's own origin
 * (`/api`, issue 17), on whatever host it opened the app with (localhost, 127.0.0.1, a LAN
 * address), and the web's proxy forwards that host. `request.host` and `request.protocol` read
 * X-Forwarded-Host and -Proto only from trusted proxies (`TRUST_PROXY`), so a page elsewhere
 * cannot pass off its origin as the addressed one.
 */
export function assertSameSiteCaller(request: FastifyRequest, webOrigins: string[]): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !webOrigins.includes(origin) && origin !== addressedOrigin(request))
    throw new AppError('forbidden');
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw new AppError('forbidden');
}

function addressedOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
