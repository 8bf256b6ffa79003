import { errorCatalogue, isErrorCode, type ErrorCode } from '@moorline/contracts';
import { Status } from 'nice-grpc-common';

// The table itself lives in the contracts package, one part per domain; the kit re-exports it so
// services import every error concern from one place.
export { errorCatalogue, isErrorCode, type ErrorCode };

/** The code a bare gRPC status stands for, when a peer sent no code of ours. */
export function codeForGrpcStatus(status: Status): ErrorCode {
  switch (status) {
    case Status.INVALID_ARGUMENT:
    case Status.OUT_OF_RANGE:
      return 'invalid_request';
    case Status.UNAUTHENTICATED:
      return 'unauthenticated';
    case Status.PERMISSION_DENIED:
      return 'forbidden';
    case Status.NOT_FOUND:
      return 'not_found';
    case Status.ALREADY_EXISTS:
    case Status.ABORTED:
    case Status.FAILED_PRECONDITION:
      return 'conflict';
    case Status.RESOURCE_EXHAUSTED:
      return 'too_many_requests';
    case Status.UNAVAILABLE:
      return 'unavailable';
    case Status.DEADLINE_EXCEEDED:
    case Status.CANCELLED:
      return 'deadline_exceeded';
    default:
      return 'internal';
  }
}
