import { readFileSync } from 'node:fs';
import type { ConnectionOptions } from 'node:tls';
import type pg from 'pg';

/**
 * How a connection reaches PostgreSQL (issue 32 item 3): in plaintext, or over TLS with libpq's
 * `sslmode=verify-full` checks: the server's certificate must chain to a trusted CA (`caFile`,
 * else Node's bundled roots) and name the host connected to.
 */
export type DatabaseTls = { mode: 'off' } | { mode: 'verify-full'; caFile?: string };

export const plaintextDatabase: DatabaseTls = { mode: 'off' };

/**
 * pg reads these from a connection string and lets them override its `ssl` option
 * (`sslmode=disable` turns TLS off, `uselibpqcompat` makes `require` skip every check), so a
 * URL carrying one could quietly undo DATABASE_TLS. They are refused instead; TLS is set in one
 * place.
 */
export function tlsParametersIn(url: string): string[] {
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return [];
  }
  return [...new Set(params.keys())].filter((key) => key.startsWith('ssl') || key === 'uselibpqcompat');
}

/** pg's `ssl` option for `tls`: `false`, so no PGSSLMODE in the environment can turn it on or off behind it. */
export function pgSslOptions(tls: DatabaseTls): false | ConnectionOptions {
  if (tls.mode === 'off') return false;
  // Node's default checkServerIdentity stays: pg hands it the host (or, for a name, the SNI).
  return { rejectUnauthorized: true, ...(tls.caFile ? { ca: readFileSync(tls.caFile, 'utf8') } : {}) };
}

/** What every pool and client of the kit connects with. */
export function pgConnection(url: string, tls: DatabaseTls = plaintextDatabase): pg.ClientConfig {
  const parameters = tlsParametersIn(url);
  if (parameters.length > 0)
    throw new Error(
      `the database URL carries ${parameters.join(', ')}: set TLS with DATABASE_TLS and DATABASE_TLS_CA_FILE instead`,
    );
  return { connectionString: url, ssl: pgSslOptions(tls) };
}
