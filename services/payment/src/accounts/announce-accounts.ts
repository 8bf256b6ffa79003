import { inTransaction, outbox } from '@moorline/kit';
import { sql, type Kysely } from 'kysely';
import { accountUpdatedEvent } from '../events/account-events';
import type { PaymentTables } from '../payment.tables';
import type { AccountRow } from './account.repository';

/**
 * Announces (AccountUpdated) every account recorded before accounts were announced, once: the
 * mark and the events are one transaction, so replicas starting together announce each once.
 * Runs at start, before the entry points.
 */
export function announceUnannouncedAccounts(db: Kysely<PaymentTables>): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<AccountRow>`
      UPDATE connected_accounts SET announced_at = now()
       WHERE operator_id = ANY(ARRAY(
         SELECT operator_id FROM connected_accounts WHERE announced_at IS NULL FOR UPDATE SKIP LOCKED))
      RETURNING *`.execute(trx);
    for (const account of rows) await outbox.add(trx, accountUpdatedEvent(account));
    return rows.length;
  });
}
