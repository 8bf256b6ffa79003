import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';

// int8 (bigint) columns such as money in minor units and outbox ids come back as numbers:
// every value we store there stays far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface DatabaseSettings {
  url: string;
  maxConnections?: number;
  applicationName?: string;
}

export function createDatabase<Tables>({
  url,
  maxConnections = 10,
  applicationName,
}: DatabaseSettings): Kysely<Tables> {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    ...(applicationName ? { application_name: applicationName } : {}),
  });
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

/** Runs `work` in one transaction: everything it writes, including outbox rows, commits together. */
export function inTransaction<Tables, Result>(
  db: Kysely<Tables>,
  work: (trx: Transaction<Tables>) => Promise<Result>,
): Promise<Result> {
  return db.transaction().execute(work);
}
