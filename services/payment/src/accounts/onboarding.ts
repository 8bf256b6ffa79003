import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import type { PaymentProvider } from '../provider/payment-provider';
import { findAccountOfOperator, insertAccount, type AccountRow } from './account.repository';

type Db = Kysely<PaymentTables>;

export interface Operator {
  operatorId: string;
  email: string;
  company: string;
}

/**
 * An operator's connected account and a fresh onboarding link for it (spec §3, issue 15 item 6).
 * The account is made at the provider on the first request, then recorded; the provider is
 * called outside any transaction. Two first requests at once may both make one at the provider:
 * the first recorded wins and the other stays unused there.
 */
export async function startOnboarding(
  db: Db,
  provider: PaymentProvider,
  operator: Operator,
  urls: { returnUrl: string; refreshUrl: string },
): Promise<{ url: string; account: AccountRow }> {
  let account = await findAccountOfOperator(db, operator.operatorId);
  if (!account) {
    const accountId = await provider.createAccount({
      operatorId: operator.operatorId,
      email: operator.email,
      businessName: operator.company,
    });
    const state = await provider.readAccount(accountId);
    account = await insertAccount(db, {
      operatorId: operator.operatorId,
      provider: provider.name,
      accountId,
      state: state.state === 'not_started' ? 'details_pending' : state.state,
      missing: state.missing,
    });
  }
  const url = await provider.createOnboardingLink(account.account_id, urls);
  return { url, account };
}
