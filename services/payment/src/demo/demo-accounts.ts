import { inTransaction, outbox } from '@moorline/kit';
import { sql, type Kysely } from 'kysely';
import { findAccountOfOperator, insertAccountIfNone, type AccountRow } from '../accounts/account.repository';
import { accountUpdatedEvent } from '../events/account-events';
import type { PaymentTables } from '../payment.tables';
import { seedReadySandboxAccount } from '../sandbox';

/**
 * Demo data (sandbox only, issue 15 item 10): an operator that finished onboarding in the
 * sandbox, so its bays take payments right after `make start`, announced (AccountUpdated) so
 * catalog shows them bookable online. One that has an account keeps it. Replicas seeding at once
 * take turns on the operator's lock, so one sandbox account is made.
 */
export function ensureReadyDemoAccount(
  db: Kysely<PaymentTables>,
  operator: { operatorId: string; company: string },
): Promise<AccountRow | undefined> {
  return inTransaction(db, async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`demo-account:${operator.operatorId}`}, 0))`.execute(
      trx,
    );
    if (await findAccountOfOperator(trx, operator.operatorId)) return undefined;
    const accountId = await seedReadySandboxAccount(trx, {
      operatorId: operator.operatorId,
      businessName: operator.company,
    });
    const created = await insertAccountIfNone(trx, {
      operatorId: operator.operatorId,
      provider: 'sandbox',
      accountId,
      state: 'ready',
      missing: [],
    });
    if (created) await outbox.add(trx, accountUpdatedEvent(created));
    return created;
  });
}
