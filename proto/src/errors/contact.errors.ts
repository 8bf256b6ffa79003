import { Status, type CataloguePart } from './catalogue-entry';

/** The contact form (spec §8). */
export const contactErrors = {
  limit_exceeded: { message: 'Limit exceeded', http: 429, grpc: Status.RESOURCE_EXHAUSTED },
} as const satisfies CataloguePart;
