import { errorCatalogue, isAppError, type ErrorCode } from '@moorline/kit';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export interface AuthErrorStyle {
  /** The code the spec names as the call's default (spec §8), used for unexpected failures. */
  fallback: ErrorCode;
  /** spec §7: sign-in errors are read from `error`, every other call's from `message`. */
  field: 'error' | 'message';
}

/**
 * The error handler of an auth route: catalogue errors keep their code; a failure with no
 * meaning for the user (a service down, a bug) keeps its 5xx status but is reported with the
 * call's default code and message, never with internals.
 */
export function authErrorHandler({ fallback, field }: AuthErrorStyle) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const send = (status: number, code: ErrorCode, message: string) =>
      reply.status(status).send({ code, [field]: message });
    if (isAppError(error)) {
      if (error.httpStatus < 500) return send(error.httpStatus, error.code, error.message);
      request.log.warn({ err: error }, 'auth call failed');
      return send(error.httpStatus, fallback, errorCatalogue[fallback].message);
    }
    if (error.validation) {
      request.log.info({ err: error }, 'request rejected');
      return send(400, 'invalid_request', errorCatalogue.invalid_request.message);
    }
    request.log.error({ err: error }, 'request failed');
    return send(500, fallback, errorCatalogue[fallback].message);
  };
}
