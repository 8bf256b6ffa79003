import { operatorIdOfCompany } from '@moorline/contracts';
import type { Logger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AuthTables } from '../auth.tables';
import { hashPassword } from '../passwords/password-hashing';
import { DEMO_PASSWORD, demoAccounts } from './demo-account-list';

/** Creates the demo accounts, verified, unless they exist; never touches real ones. */
export async function seedDemoAccounts(
  db: Kysely<AuthTables>,
  deps: { logger: Logger; now: () => Date },
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = deps.now();
  const inserted = await db
    .insertInto('users')
    .values(
      demoAccounts.map((account) => ({
        id: randomUUID(),
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        password_hash: passwordHash,
        language: 'en',
        roles: account.roles,
        operator_id: account.operatorCompany ? operatorIdOfCompany(account.operatorCompany) : null,
        marketing_consent: false,
        newsletter_consent: false,
        terms_accepted_at: now,
        email_verified_at: now,
      })),
    )
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('email')
    .execute();
  if (inserted.length > 0)
    deps.logger.info({ accounts: inserted.map((row) => row.email) }, 'demo accounts seeded');
}
