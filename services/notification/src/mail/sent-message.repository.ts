import type { Kysely } from 'kysely';
import type { NotificationTables } from '../notification.tables';

type Db = Kysely<NotificationTables>;

export async function isAlreadySent(db: Db, idempotencyKey: string): Promise<boolean> {
  const previous = await db
    .selectFrom('sent_messages')
    .select('idempotency_key')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return previous !== undefined;
}

/** A second record of one key changes nothing: the first send is the one that counts. */
export async function recordSent(
  db: Db,
  sent: { idempotencyKey: string; kind: string; recipient: string },
): Promise<void> {
  await db
    .insertInto('sent_messages')
    .values({ idempotency_key: sent.idempotencyKey, kind: sent.kind, recipient: sent.recipient })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
