import { sql, type Insertable, type Kysely } from 'kysely';
import type { ContactMessageTable, NotificationTables } from '../notification.tables';

type Db = Kysely<NotificationTables>;

/** The message a sender already stored under this idempotency key (keys are scoped to the email). */
export async function findByIdempotencyKey(db: Db, email: string, key: string) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'request_digest'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
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
