import type { Metadata } from 'nice-grpc-common';
import {
  ClientError,
  ServerError,
  Status,
  type CallOptions,
  type ClientMiddlewareCall,
  type ServerMiddlewareCall,
  type CallContext,
} from 'nice-grpc-common';
import { isAbortError } from 'abort-controller-x';
import { AppError } from '../errors/app-error';
import { codeForGrpcStatus, isErrorCode } from '../errors/error-catalogue';
import type { Logger } from '../logging/logger';

/** Trailer that carries our stable error code beside the gRPC status. */
export const errorCodeTrailer = 'moorline-error-code';
/** Binary trailer with the failure's details message, when the contract names one. */
export const errorDetailsTrailer = 'moorline-error-details-bin';

/**
 * Server side: an AppError leaves as its gRPC status plus the code in a trailer; anything else
 * is logged and leaves as INTERNAL with no detail, so internals never reach a caller.
 */
export function serverErrorMiddleware(logger: Logger) {
  return async function* errorMiddleware<Request, Response>(
    call: ServerMiddlewareCall<Request, Response>,
    context: CallContext,
  ) {
    try {
      return yield* call.next(call.request, context);
    } catch (error) {
      if (error instanceof AppError) {
        context.trailer.set(errorCodeTrailer, error.code);
        if (error.details) context.trailer.set(errorDetailsTrailer, error.details);
        throw new ServerError(error.grpcStatus, error.message);
      }
      if (error instanceof ServerError || isAbortError(error)) throw error;
      logger.error({ err: error, method: call.method.path }, 'unhandled error in gRPC handler');
      context.trailer.set(errorCodeTrailer, 'internal');
      throw new ServerError(Status.INTERNAL, 'Internal Server Error');
    }
  };
}

/** Client side: a failed call becomes an AppError with the code the server sent, or one derived from the status. */
export async function* clientErrorMiddleware<Request, Response>(
  call: ClientMiddlewareCall<Request, Response>,
  options: CallOptions,
) {
  let trailer: Metadata | undefined;
  const { onTrailer } = options;
  try {
    return yield* call.next(call.request, {
      ...options,
      onTrailer(received) {
        trailer = received;
        onTrailer?.(received);
      },
    });
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    const sent = trailer?.get(errorCodeTrailer);
    const code = typeof sent === 'string' && isErrorCode(sent) ? sent : codeForGrpcStatus(error.code);
    const details = trailer?.get(errorDetailsTrailer);
    throw new AppError(
      code,
      trailer?.get(errorCodeTrailer) ? error.details : undefined,
      details instanceof Uint8Array ? details : undefined,
    );
  }
}
