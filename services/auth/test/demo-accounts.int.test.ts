import { afterAll, beforeAll, expect, it } from '@jest/globals';
import {
  migratedTestDatabase,
  type MigratedTestDatabase,
} from '@moorline/deploy/src/testing/migrated-database';
import { createLogger } from '@moorline/kit';
import type { AuthTables } from '../src/auth.tables';
import { authMigrations } from '../src/db/migrations';
import { demoAccounts } from '../src/seed/demo-account-list';
import { seedDemoAccounts } from '../src/seed/demo-accounts';

let database: MigratedTestDatabase<AuthTables>;

beforeAll(async () => {
  database = await migratedTestDatabase<AuthTables>(authMigrations);
});

afterAll(() => database.drop());

it('when the demo accounts are seeded, then each exists, verified at the time of the injected clock', async () => {
  const seededAt = new Date('2026-01-02T03:04:05Z');
  const logger = createLogger({ service: 'auth', level: 'silent', pretty: false });
  await seedDemoAccounts(database.db, { logger, now: () => seededAt });
  const rows = await database.db.selectFrom('users').select(['email', 'email_verified_at']).execute();
  expect(rows.map((row) => row.email).sort()).toEqual(demoAccounts.map((account) => account.email).sort());
  expect(rows.map((row) => row.email_verified_at)).toEqual(rows.map(() => seededAt));
});
