import { Status, badInput, type CataloguePart } from './catalogue-entry';

/** What the HTTP edge refuses before a route runs (issue 11, item 4): kit's createHttpApp. */
export const httpErrors = {
  method_not_allowed: { message: 'Method not allowed', http: 405, grpc: Status.INVALID_ARGUMENT },
  payload_too_large: { ...badInput('The request is too large'), http: 413 },
  uri_too_long: { ...badInput('The address is too long'), http: 414 },
  unsupported_media_type: { ...badInput('Unsupported content type'), http: 415 },
  header_fields_too_large: { ...badInput('The request headers are too large'), http: 431 },
} as const satisfies CataloguePart;
