import { Status, type CataloguePart } from './catalogue-entry';

/** The admin console's user support (issue 27 item 1), and what a user it locked sees. */
export const adminErrors = {
  // Not spec §8's `account_locked`: that one says "try later", which a lock only a superuser
  // lifts would never honour.
  account_locked_by_admin: {
    message: 'This account has been locked. Contact Moorline support',
    http: 423,
    grpc: Status.PERMISSION_DENIED,
  },
  superuser_not_lockable: {
    message: 'A superuser’s account cannot be locked',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
} as const satisfies CataloguePart;
