import { Status, badInput, type CataloguePart } from './catalogue-entry';

/** Codes any service or the BFF raises, and those a bare gRPC status stands for. */
export const commonErrors = {
  invalid_request: badInput('Invalid entry'),
  unauthenticated: { message: 'Authentication required', http: 401, grpc: Status.UNAUTHENTICATED },
  forbidden: {
    message: 'You do not have access to this resource',
    http: 403,
    grpc: Status.PERMISSION_DENIED,
  },
  // Also what an object the caller may not see answers, so its existence does not leak.
  not_found: { message: 'Page not found', http: 404, grpc: Status.NOT_FOUND },
  conflict: { message: 'The request conflicts with the current state', http: 409, grpc: Status.ABORTED },
  // An Idempotency-Key sent again with another request: the contact form, a hold, a boat.
  idempotency_key_reused: {
    message: 'This idempotency key was used for another request',
    http: 422,
    grpc: Status.FAILED_PRECONDITION,
  },
  too_many_requests: { message: 'Too many requests, try later', http: 429, grpc: Status.RESOURCE_EXHAUSTED },
  internal: { message: 'Internal Server Error', http: 500, grpc: Status.INTERNAL },
  unavailable: { message: 'Something went wrong', http: 503, grpc: Status.UNAVAILABLE },
  deadline_exceeded: { message: 'Something went wrong', http: 504, grpc: Status.DEADLINE_EXCEEDED },
} as const satisfies CataloguePart;
