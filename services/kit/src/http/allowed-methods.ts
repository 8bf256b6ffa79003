import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KitFastify } from './kit-fastify';
import { AppError } from '../errors/app-error';

interface KnownRoute {
  method: string;
  pattern: RegExp;
}

/** A route's URL (`/v1/bays/:slug`) as a pattern a concrete path can be matched against. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Unknown paths answer 404 `not_found`; a path that exists under other methods answers 405
 * `method_not_allowed` with `Allow` (RFC 9110 §15.5.6), where Fastify alone would say 404.
 * Wildcard routes (the CORS preflight's `OPTIONS *`) do not make a path exist.
 */
export function notFoundOrMethodNotAllowed(app: KitFastify): void {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    if (url.includes('*')) return;
    for (const one of [method].flat()) routes.push({ method: one, pattern: patternOf(url) });
  });
  const refuse = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = new Set(routes.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method));
    // The router refused a path our patterns take under this very method (a parameter it cannot
    // read, e.g. a control character in `:width.:format`): nothing is there, whatever the method.
    if (allowed.size === 0 || allowed.has(request.method)) throw new AppError('not_found');
    reply.header('allow', [...allowed].sort().join(', '));
    throw new AppError('method_not_allowed');
  };
  // Refused before any body is read: an unknown route has no content type or size to check.
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) await refuse(request, reply);
  });
  app.setNotFoundHandler(refuse);
}
