import { Status, type CataloguePart } from './catalogue-entry';

/** The contact form (spec §8). */
export const contactErrors = {
  limit_exceeded: { message: 'Limit exceeded', http: 429, grpc: Status.RESOURCE_EXHAUSTED },
  // An Idempotency-Key sent again with another message (issue 11, item 4).
  idempotency_key_reused: {
    message: 'This idempotency key was used for another request',
    http: 422,
    grpc: Status.FAILED_PRECONDITION,
  },
} as const satisfies CataloguePart;
