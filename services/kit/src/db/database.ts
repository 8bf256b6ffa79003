import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { pgConnection, type DatabaseTls } from './database-tls';

// int8 (bigint) columns such as money in minor units and outbox ids come back as numbers:
// every value we store there stays far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface DatabaseSettings {
  url: string;
  /** Plaintext unless given (the embedded servers of `make start` and the tests, on loopback). */
  tls?: DatabaseTls;
  maxConnections?: number;
  applicationName?: string;
  /** Told when the server ends an idle pooled connection (a restart, a failover, a dropped database). */
  onIdleConnectionError?: (error: Error) => void;
}

export function createDatabase<Tables>({
  url,
  tls,
  maxConnections = 10,
  applicationName,
  onIdleConnectionError = () => undefined,
}: DatabaseSettings): Kysely<Tables> {
  const pool = new pg.Pool({
    ...pgConnection(url, tls),
    max: maxConnections,
    ...(applicationName ? { application_name: applicationName } : {}),
  });
  // Without a listener, pg rethrows an idle connection's error and the whole process dies when
  // PostgreSQL restarts; the pool drops that connection and opens a new one on the next query.
  pool.on('error', onIdleConnectionError);
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

/** Runs `work` in one transaction: everything it writes, including outbox rows, commits together. */
export function inTransaction<Tables, Result>(
  db: Kysely<Tables>,
  work: (trx: Transaction<Tables>) => Promise<Result>,
): Promise<Result> {
  return db.transaction().execute(work);
}
