import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { databaseUrlFor, dropDatabaseAt, ensureDatabaseAt } from '../postgres-admin';

// Set by the Jest global setup (or by the developer, to use servers that already run);
// test workers inherit them from the Jest parent process.
export const TEST_PG_ADMIN_URL_ENV = 'MOORLINE_TEST_PG_ADMIN_URL';
export const TEST_KAFKA_BROKERS_ENV = 'MOORLINE_TEST_KAFKA_BROKERS';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

// A fresh database with btree_gist enabled, for one test file or context.
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = requiredEnv(TEST_PG_ADMIN_URL_ENV);
  // Lower case and underscores: a database name that needs no quoting in psql.
  const name = uniqueName('test').replaceAll('-', '_');
  await ensureDatabaseAt(adminUrl, name);
  return { name, url: databaseUrlFor(adminUrl, name), drop: () => dropDatabaseAt(adminUrl, name) };
}

export function testKafkaBrokers(): string[] {
  return requiredEnv(TEST_KAFKA_BROKERS_ENV)
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker !== '');
}

// Topic, group and database names that no other test, worker or earlier run has used.
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(
      `${name} is not set: run the tests with Jest from the repository root, whose global setup starts the test servers`,
    );
  }
  return value;
}

// Polls until the condition holds: for effects that happen asynchronously (a consumer, a relay).
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(50);
  }
}
