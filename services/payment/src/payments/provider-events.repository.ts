import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';

type Db = Kysely<PaymentTables>;

export async function isProviderEventApplied(db: Db, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('provider_events')
    .select('event_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records an event as applied; false when another delivery of it got there first. */
export async function recordProviderEvent(db: Db, event: { id: string; type: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('provider_events')
    .values({ event_id: event.id, event_type: event.type })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .executeTakeFirst();
  return inserted.numInsertedOrUpdatedRows === 1n;
}
