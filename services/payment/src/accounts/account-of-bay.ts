import { requireBayAccess, type Caller, type Logger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { PaymentTables, ProviderName } from '../payment.tables';
import type { PaymentProvider } from '../provider/payment-provider';
import { findAccountOfOperator, type AccountRow } from './account.repository';
import { recordAccountState } from './record-account';

type Db = Kysely<PaymentTables>;

/** An operator's account as the back office shows it; `not_started` has no row. */
export type AccountView = { state: 'not_started'; provider: ProviderName; operator_id: string } | AccountRow;

export interface AccountDeps {
  provider: PaymentProvider;
  logger: Logger;
}

/**
 * The account not ready yet, as the provider has it now: an operator back from onboarding sees
 * the state the provider already knows even before its webhook arrives (the webhook, or this,
 * records and announces it, whichever is first). The stored one answers if the provider cannot.
 */
async function withProviderState(db: Db, deps: AccountDeps, account: AccountRow): Promise<AccountRow> {
  if (account.state === 'ready') return account;
  try {
    const state = await deps.provider.readAccount(account.account_id);
    // Unchanged here: the webhook may have recorded this very state meanwhile, so read it again.
    return (
      (await recordAccountState(db, state)) ??
      (await findAccountOfOperator(db, account.operator_id)) ??
      account
    );
  } catch (error) {
    deps.logger.warn({ err: error, accountId: account.account_id }, 'provider did not answer the account');
    return account;
  }
}

/**
 * The connected account of a bay's operator (spec §3, issue 15 item 6), for the bay's staff: the
 * operator is the caller's, from the token, once the bay is checked against the token's bays.
 */
export async function accountOfBay(
  db: Db,
  deps: AccountDeps,
  caller: Caller,
  bayId: string,
): Promise<AccountView> {
  const operatorId = requireBayAccess(caller, bayId, 'view');
  const account = await findAccountOfOperator(db, operatorId);
  if (!account) return { state: 'not_started', provider: deps.provider.name, operator_id: operatorId };
  return withProviderState(db, deps, account);
}
