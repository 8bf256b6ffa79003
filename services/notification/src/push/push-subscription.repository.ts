import type { Kysely } from 'kysely';
import type { NotificationTables } from '../notification.tables';
import type { CheckedPushSubscription } from './push-subscription-rules';

type Db = Kysely<NotificationTables>;

/** One row per endpoint: saving it again takes the new keys, language and owner. */
export async function upsertPushSubscription(
  db: Db,
  row: CheckedPushSubscription & { id: string; userId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      id: row.id,
      user_id: row.userId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      language: row.language,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        user_id: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        language: row.language,
        updated_at: row.now,
      }),
    )
    .execute();
}

/** Removes the user's subscription at this endpoint; another user's stays. */
export async function deleteUsersPushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

export function pushSubscriptionsOfUser(db: Db, userId: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth', 'language'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** The push service said the subscription is gone (404, 410): nobody receives at it any more. */
export async function deletePushSubscriptionById(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}
