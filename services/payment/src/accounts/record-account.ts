import { inTransaction, outbox } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { accountUpdatedEvent } from '../events/account-events';
import type { PaymentTables } from '../payment.tables';
import type { AccountState } from '../provider/payment-provider';
import {
  findAccountOfOperator,
  insertAccountIfNone,
  updateAccountState,
  type AccountRow,
} from './account.repository';

type Db = Kysely<PaymentTables>;
type NewAccount = Parameters<typeof insertAccountIfNone>[1];

/**
 * Records an operator's new account and announces it (AccountUpdated) in one transaction. When
 * another request recorded one first, that one stands and nothing is announced twice.
 */
export function recordNewAccount(db: Db, account: NewAccount): Promise<AccountRow> {
  return inTransaction(db, async (trx) => {
    const created = await insertAccountIfNone(trx, account);
    if (created) {
      await outbox.add(trx, accountUpdatedEvent(created));
      return created;
    }
    const first = await findAccountOfOperator(trx, account.operatorId);
    if (!first) throw new Error('connected account vanished after insert');
    return first;
  });
}

/** Records the provider's state of an account and announces a change; undefined when none. */
export function recordAccountState(db: Db, state: AccountState): Promise<AccountRow | undefined> {
  return inTransaction(db, async (trx) => {
    const changed = await updateAccountState(trx, state);
    if (changed) await outbox.add(trx, accountUpdatedEvent(changed));
    return changed;
  });
}
