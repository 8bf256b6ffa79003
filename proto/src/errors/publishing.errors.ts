import { Status, type CataloguePart } from './catalogue-entry';

/** Publishing a bay (issue 27 item 4). */
export const publishingErrors = {
  bay_not_ready: {
    message: 'The bay is not ready to go live: complete its checklist first',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  bay_not_live: {
    message: 'Only a live bay can be hidden',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
} as const satisfies CataloguePart;
