import { AppError, requireBayAccess, type Caller } from '@moorline/kit';
import { interfaceLanguages } from '@moorline/contracts';
import type { Kysely } from 'kysely';
import type { CatalogBays } from '../grpc/catalog-bays';
import type { PaymentTables } from '../payment.tables';
import type { PaymentProvider } from '../provider/payment-provider';
import { findAccountOfOperator, type AccountRow } from './account.repository';
import { recordNewAccount } from './record-account';

type Db = Kysely<PaymentTables>;

export interface Operator {
  operatorId: string;
  email: string;
  company: string;
}

export interface OnboardingDeps {
  provider: PaymentProvider;
  bays: CatalogBays;
  /** The web app: the provider sends the operator back to its onboarding page. */
  webBaseUrl: string;
}

/**
 * An operator's connected account and a fresh onboarding link for it (spec §3, issue 15 item 6).
 * The account is made at the provider on the first request, then recorded and announced; the
 * provider is called outside any transaction. Two first requests at once may both make one at
 * the provider: the first recorded wins and the other stays unused there.
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
    account = await recordNewAccount(db, {
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

const onboardingPage = new RegExp(
  `^/(${interfaceLanguages.join('|')})/concessionaires/([0-9a-f-]{36})/onboarding$`,
);

/**
 * Where the provider sends the operator back: only the bay's own onboarding page of our web app,
 * so a link made here never takes anyone to an address a request chose.
 */
export function onboardingPageUrl(webBaseUrl: string, bayId: string, returnPath: string): string {
  const match = onboardingPage.exec(returnPath);
  if (match?.[2] !== bayId.toLowerCase())
    throw new AppError('invalid_request', 'return_path must be the bay’s onboarding page');
  return `${webBaseUrl}${returnPath}`;
}

/** The bay's operator as catalog has it: the company and email the account is opened with. */
async function operatorOfBay(bays: CatalogBays, bayId: string, operatorId: string): Promise<Operator> {
  const { operator } = await bays.bayById(bayId);
  // The token says the caller's operator runs the bay; catalog must say the same operator.
  if (operator?.operatorId !== operatorId) throw new AppError('not_found');
  return { operatorId, email: operator.email, company: operator.company };
}

/** CreateOnboardingLink: a manager of the bay starts or continues their operator's onboarding. */
export async function createOnboardingLinkForBay(
  db: Db,
  deps: OnboardingDeps,
  caller: Caller,
  request: { bayId: string; returnPath: string },
): Promise<{ url: string; account: AccountRow }> {
  const operatorId = requireBayAccess(caller, request.bayId, 'manage');
  const url = onboardingPageUrl(deps.webBaseUrl, request.bayId, request.returnPath);
  const operator = await operatorOfBay(deps.bays, request.bayId, operatorId);
  return startOnboarding(db, deps.provider, operator, { returnUrl: url, refreshUrl: url });
}
