import { addRetryAfter, errorCatalogue, httpErrorAnswer, type ErrorCode } from '@moorline/kit';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { retryAfterOf } from './spent-limits';

export interface AuthErrorStyle {
  /** The code the spec names as the call's default (spec §8), used for unexpected failures. */
  fallback: ErrorCode;
  /** spec §7: sign-in errors are read from `error`, every other call's from `message`. */
  field: 'error' | 'message';
}

/**
 * The error handler of an auth route: the kit's one mapping (catalogue errors and framework
 * refusals keep their 4xx and code), sent with the call's field. Only a real 5xx (a service
 * down, a bug) is reported with the call's default code and message, never with internals.
 */
export function authErrorHandler({ fallback, field }: AuthErrorStyle) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = httpErrorAnswer(error);
    addRetryAfter(reply, answer);
    // Auth's limits say when they have room again; that is the truer Retry-After.
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    if (answer.status < 500) {
      request.log.info({ err: error }, 'request rejected');
      return reply.status(answer.status).send({ code: answer.code, [field]: answer.message });
    }
    request.log.error({ err: error }, 'auth call failed');
    return reply.status(answer.status).send({ code: fallback, [field]: errorCatalogue[fallback].message });
  };
}
