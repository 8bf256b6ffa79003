import { pgConnection, plaintextDatabase, type DatabaseTls } from '@moorline/kit';
import pg from 'pg';

// Database-level housekeeping done over an admin connection URL, so it works the same against
// the embedded server and against a server a developer already runs, in plaintext or over TLS.

export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

// Creates the database when missing and enables btree_gist, which the exclusion constraints
// on booking periods need (ARCHITECTURE §4).
export async function ensureDatabaseAt(
  adminUrl: string,
  name: string,
  tls: DatabaseTls = plaintextDatabase,
): Promise<void> {
  await withClient(adminUrl, tls, async (client) => {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount !== 0) return;
    try {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    } catch (error) {
      // Another process created it between the check and the create.
      if (sqlState(error) !== '42P04') throw error;
    }
  });
  await withClient(databaseUrlFor(adminUrl, name), tls, async (client) => {
    await client.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
  });
}

// FORCE ends connections a test or service left open, which would otherwise block the drop.
export async function dropDatabaseAt(
  adminUrl: string,
  name: string,
  tls: DatabaseTls = plaintextDatabase,
): Promise<void> {
  await withClient(adminUrl, tls, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  });
}

export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

async function withClient<T>(
  url: string,
  tls: DatabaseTls,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client(pgConnection(url, tls));
  // A server shutting down mid-call would otherwise raise an unhandled 'error' event.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
