import { sql, type Insertable, type Kysely } from 'kysely';
import type { ContactMessageTable, NotificationTables } from '../notification.tables';

type Db = Kysely<NotificationTables>;

export async function findByIdempotencyKey(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('contact_messages')
    .select('id')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.id;
}

/** Messages accepted in the last hour from this address and from this email. */
export async function countRecent(db: Db, clientIp: string, email: string) {
  const row = await db
    .selectFrom('contact_messages')
    .select([
      sql<number>`count(*) FILTER (WHERE client_ip = ${clientIp})::int`.as('fromAddress'),
      sql<number>`count(*) FILTER (WHERE lower(email) = lower(${email}))::int`.as('fromEmail'),
    ])
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return row;
}

/** Serialises concurrent messages of one sender until the transaction ends. */
export async function lockSender(db: Db, clientIp: string, email: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`contact:${clientIp}`}))`.execute(db);
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`contact:${email.toLowerCase()}`}))`.execute(db);
}

export async function insertContactMessage(db: Db, message: Insertable<ContactMessageTable>): Promise<void> {
  await db.insertInto('contact_messages').values(message).execute();
}
