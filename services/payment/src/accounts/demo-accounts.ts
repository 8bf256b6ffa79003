import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import { seedReadySandboxAccount } from '../sandbox';
import { findAccountOfOperator, insertAccount } from './account.repository';

/**
 * Demo data (sandbox only): a demo bay's operator has finished onboarding in the sandbox, so the
 * demo sailor can pay right after `make start`. Made on the first checkout for that operator.
 */
export async function ensureDemoAccount(
  db: Kysely<PaymentTables>,
  seller: { operatorId: string; company: string },
): Promise<void> {
  if (await findAccountOfOperator(db, seller.operatorId)) return;
  const accountId = await seedReadySandboxAccount(db, {
    operatorId: seller.operatorId,
    businessName: seller.company,
  });
  await insertAccount(db, {
    operatorId: seller.operatorId,
    provider: 'sandbox',
    accountId,
    state: 'ready',
    missing: [],
  });
}
