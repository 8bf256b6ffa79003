import { sql, type Kysely, type Selectable } from 'kysely';
import type { ConnectedAccountTable, PaymentTables, ProviderName } from '../payment.tables';
import type { AccountState } from '../provider/payment-provider';

type Db = Kysely<PaymentTables>;
export type AccountRow = Selectable<ConnectedAccountTable>;

export function findAccountOfOperator(db: Db, operatorId: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('connected_accounts')
    .selectAll()
    .where('operator_id', '=', operatorId)
    .executeTakeFirst();
}

export function findAccountById(db: Db, accountId: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('connected_accounts')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** The operator's account, created once: undefined when the operator has one already. */
export function insertAccountIfNone(
  db: Db,
  account: {
    operatorId: string;
    provider: ProviderName;
    accountId: string;
    state: AccountRow['state'];
    missing: string[];
  },
): Promise<AccountRow | undefined> {
  return db
    .insertInto('connected_accounts')
    .values({
      operator_id: account.operatorId,
      provider: account.provider,
      account_id: account.accountId,
      state: account.state,
      missing: account.missing,
    })
    .onConflict((conflict) => conflict.column('operator_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Records the provider's state; undefined when nothing changed (no event to announce). */
export function updateAccountState(db: Db, state: AccountState): Promise<AccountRow | undefined> {
  const stored = state.state === 'not_started' ? 'details_pending' : state.state;
  return (
    db
      .updateTable('connected_accounts')
      .set({ state: stored, missing: state.missing, updated_at: sql`now()` })
      .where('account_id', '=', state.accountId)
      // The list as one text[] value: a bare array would be read as a list of values to compare with.
      .where((eb) => eb.or([eb('state', '!=', stored), eb('missing', '!=', eb.val(state.missing))]))
      .returningAll()
      .executeTakeFirst()
  );
}
