import { inTransaction } from '@moorline/kit';
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import type { AccountState } from '../provider/payment-provider';
import { deliverEvents, recordEvent, sandboxId, type EventDelivery } from './sandbox-events';
import type { SandboxAccountTable } from './sandbox.tables';

type Db = Kysely<PaymentTables>;
export type SandboxAccount = Selectable<SandboxAccountTable>;

/** What a new account still owes, in Stripe's requirement names. */
export const onboardingRequirements = [
  'external_account',
  'representative.first_name',
  'representative.last_name',
  'tos_acceptance.date',
];

/** How long an onboarding link works; Stripe's account links are short-lived too. */
const linkLifetimeMs = 10 * 60 * 1000;

export const onboardingPagePath = (token: string) => `/sandbox/onboarding/${token}`;

async function insertAccount(
  db: Db,
  operator: { operatorId: string; email: string; businessName: string },
  onboarded: boolean,
): Promise<string> {
  const accountId = sandboxId('acct');
  await db
    .insertInto('sandbox_accounts')
    .values({
      account_id: accountId,
      operator_id: operator.operatorId,
      email: operator.email,
      business_name: operator.businessName,
      state: onboarded ? 'ready' : 'not_started',
      missing: onboarded ? [] : onboardingRequirements,
      iban_last4: onboarded ? '0000' : null,
    })
    .execute();
  return accountId;
}

export const createAccount = (
  db: Db,
  operator: { operatorId: string; email: string; businessName: string },
) => insertAccount(db, operator, false);

/** Demo data: an account that finished onboarding, so a demo bay can be paid for at once. */
export const seedReadySandboxAccount = (db: Db, operator: { operatorId: string; businessName: string }) =>
  insertAccount(db, { ...operator, email: 'demo-operator@moorline.test' }, true);

export async function readAccount(db: Db, accountId: string): Promise<AccountState> {
  const account = await db
    .selectFrom('sandbox_accounts')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!account) throw new Error(`sandbox: no account ${accountId}`);
  return { accountId, state: account.state, missing: account.missing };
}

export async function createOnboardingLink(
  db: Db,
  settings: { now: () => Date; publicBaseUrl: string },
  accountId: string,
  urls: { returnUrl: string; refreshUrl: string },
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('sandbox_onboarding_links')
    .values({
      token,
      account_id: accountId,
      return_url: urls.returnUrl,
      refresh_url: urls.refreshUrl,
      expires_at: new Date(settings.now().getTime() + linkLifetimeMs),
      used_at: null,
    })
    .execute();
  return `${settings.publicBaseUrl}${onboardingPagePath(token)}`;
}

export interface OnboardingLink {
  account: SandboxAccount;
  returnUrl: string;
  refreshUrl: string;
  /** Used or past its lifetime: the page sends the operator to ask for a new one. */
  spent: boolean;
}

export async function findOnboardingLink(
  db: Db,
  token: string,
  now: Date,
): Promise<OnboardingLink | undefined> {
  const row = await db
    .selectFrom('sandbox_onboarding_links')
    .innerJoin('sandbox_accounts', 'sandbox_accounts.account_id', 'sandbox_onboarding_links.account_id')
    .selectAll('sandbox_accounts')
    .select([
      'sandbox_onboarding_links.return_url',
      'sandbox_onboarding_links.refresh_url',
      'sandbox_onboarding_links.expires_at',
      'sandbox_onboarding_links.used_at',
    ])
    .where('sandbox_onboarding_links.token', '=', token)
    .executeTakeFirst();
  if (!row) return undefined;
  const { return_url, refresh_url, expires_at, used_at, ...account } = row;
  return {
    account,
    returnUrl: return_url,
    refreshUrl: refresh_url,
    spent: used_at !== null || expires_at <= now,
  };
}

export interface OnboardingDetails {
  firstName: string;
  lastName: string;
  iban: string;
}

/**
 * The operator filled in the onboarding form: the link is spent, the account is ready, and an
 * `account.updated` event reports it, all in one transaction.
 */
export async function completeOnboarding(
  db: Db,
  delivery: EventDelivery,
  token: string,
  details: OnboardingDetails,
): Promise<'completed' | 'spent'> {
  const now = delivery.now();
  const outcome = await inTransaction(db, async (trx) => {
    const link = await trx
      .updateTable('sandbox_onboarding_links')
      .set({ used_at: now })
      .where('token', '=', token)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('account_id')
      .executeTakeFirst();
    if (!link) return undefined;
    const account = await trx
      .updateTable('sandbox_accounts')
      .set({ state: 'ready', missing: [], iban_last4: details.iban.slice(-4), updated_at: now })
      .where('account_id', '=', link.account_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return recordEvent(trx, now, 'account.updated', {
      id: account.account_id,
      object: 'account',
      business_profile: { name: account.business_name },
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [] },
      metadata: { operator_id: account.operator_id },
    });
  });
  if (!outcome) return 'spent';
  deliverEvents(db, delivery, [outcome]);
  return 'completed';
}
