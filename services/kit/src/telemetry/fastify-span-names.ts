import type { Span } from '@opentelemetry/api';
import type { FastifyRequest } from 'fastify';

/** A function's own name; an anonymous plugin's "name" is its whole source text instead. */
const readableName = /^[\w$.-]{1,60}$/;

/**
 * @fastify/otel names a hook's span after its function, or else after its plugin, and an
 * anonymous plugin's name is its source code: the BFF's route modules made span names of several
 * kilobytes. Such a name becomes the route's pattern for the handler and `anonymous` for a hook.
 */
export function readableHookSpanName(
  span: Span,
  info: { hookName: string; request: FastifyRequest; handler?: string },
): void {
  if (info.handler !== undefined && readableName.test(info.handler)) return;
  const who = info.hookName === 'handler' ? (info.request.routeOptions.url ?? 'route') : 'anonymous';
  span.updateName(`${info.hookName} - ${who}`);
  span.setAttribute('hook.name', `${info.hookName} - ${who}`);
}
