import { errorCatalogue, type ErrorCode } from './error-catalogue';

/**
 * A failure the caller can act on: a stable code from the catalogue and a message safe to
 * show. Anything that is not an AppError is treated as internal and never shown.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  /**
   * A protobuf message the contract names for this failure (e.g. booking's HoldRefusal with
   * alternatives), encoded; it travels beside the code in a gRPC trailer.
   */
  readonly details: Uint8Array | undefined;

  constructor(code: ErrorCode, message: string = errorCatalogue[code].message, details?: Uint8Array) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get httpStatus(): number {
    return errorCatalogue[this.code].http;
  }

  get grpcStatus(): number {
    return errorCatalogue[this.code].grpc;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
