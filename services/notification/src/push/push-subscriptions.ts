import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { NotificationTables } from '../notification.tables';
import { deleteUsersPushSubscription, upsertPushSubscription } from './push-subscription.repository';
import {
  checkedPushEndpoint,
  checkedPushSubscription,
  type PushSubscriptionInput,
} from './push-subscription-rules';

type Db = Kysely<NotificationTables>;

/**
 * Keeps a browser for the caller's Web Push. The endpoint is one browser's: saved again (by
 * whoever signed in there last) it moves to them, so a shared device never notifies two people.
 */
export async function savePushSubscription(
  db: Db,
  deps: { now: () => Date },
  userId: string,
  input: PushSubscriptionInput,
): Promise<void> {
  const subscription = checkedPushSubscription(input);
  await upsertPushSubscription(db, { ...subscription, id: randomUUID(), userId, now: deps.now() });
}

/** Forgets one of the caller's browsers; one not kept, or another's, is left as it is. */
export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await deleteUsersPushSubscription(db, userId, checkedPushEndpoint(endpoint));
}
