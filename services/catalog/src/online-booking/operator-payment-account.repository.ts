import { sql, type Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import type { PaymentAccountState } from './operator-payment-account.table';

type Db = Kysely<CatalogTables>;

/**
 * Keeps the newest state payment announced for an operator: AccountUpdated of one operator
 * share a key, so they arrive in order, but a redelivered older one must not undo a newer one.
 * Returns whether the row changed.
 */
export async function recordPaymentAccountState(
  db: Db,
  account: { operatorId: string; state: PaymentAccountState; updatedAt: Date },
): Promise<boolean> {
  const applied = await db
    .insertInto('operator_payment_accounts')
    .values({ operator_id: account.operatorId, state: account.state, updated_at: account.updatedAt })
    .onConflict((conflict) =>
      conflict
        .column('operator_id')
        .doUpdateSet((eb) => ({
          state: eb.ref('excluded.state'),
          updated_at: eb.ref('excluded.updated_at'),
          recorded_at: sql<Date>`now()`,
        }))
        .where('operator_payment_accounts.updated_at', '<=', (eb) => eb.ref('excluded.updated_at')),
    )
    .returning('operator_id')
    .executeTakeFirst();
  return applied !== undefined;
}

/** The state payment last announced for an operator; undefined when it never spoke of it. */
export async function findPaymentAccountState(db: Db, operatorId: string) {
  const row = await db
    .selectFrom('operator_payment_accounts')
    .select('state')
    .where('operator_id', '=', operatorId)
    .executeTakeFirst();
  return row?.state;
}
