import { isAbortError } from 'abort-controller-x';
import { ServerError, Status, type CallContext, type ServerMiddlewareCall } from 'nice-grpc-common';
import type { Logger } from '../logging/logger';
import { callingServiceOf } from './calling-service';

const healthService = '/grpc.health.v1.Health/';
/** A call slower than this is worth a line even when it succeeds. */
const SLOW_CALL_MS = 1_000;

/**
 * A line per call with the service that made it (its certificate's name under mutual TLS). At
 * info only when the call failed or was slow: a line for every call of the hold path costs CPU on
 * every hold (issue 31 items 1 and 2); the rest go to debug, as do health checks.
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
      const worthALine =
        !call.method.path.startsWith(healthService) &&
        (code !== Status.OK || line.duration_ms >= SLOW_CALL_MS);
      if (worthALine) logger.info(line, 'gRPC call');
      else logger.debug(line, 'gRPC call');
    }
  };
}
