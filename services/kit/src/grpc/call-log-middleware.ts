import { isAbortError } from 'abort-controller-x';
import { ServerError, Status, type CallContext, type ServerMiddlewareCall } from 'nice-grpc-common';
import type { Logger } from '../logging/logger';
import { callingServiceOf } from './calling-service';

const healthService = '/grpc.health.v1.Health/';

/**
 * One line per call with the service that made it (its certificate's name under mutual TLS), as
 * Fastify logs each HTTP request. Health checks, which the BFF and probes repeat every few
 * seconds, go to debug.
 */
export function serverCallLogMiddleware(logger: Logger) {
  return async function* callLogMiddleware<Request, Response>(
    call: ServerMiddlewareCall<Request, Response>,
    context: CallContext,
  ) {
    const started = performance.now();
    let code = Status.OK;
    try {
      return yield* call.next(call.request, context);
    } catch (error) {
      code =
        error instanceof ServerError ? error.code : isAbortError(error) ? Status.CANCELLED : Status.UNKNOWN;
      throw error;
    } finally {
      const line = {
        grpc_method: call.method.path,
        calling_service: callingServiceOf(context) ?? null,
        grpc_code: Status[code],
        duration_ms: Math.round(performance.now() - started),
      };
      if (call.method.path.startsWith(healthService)) logger.debug(line, 'gRPC call');
      else logger.info(line, 'gRPC call');
    }
  };
}
