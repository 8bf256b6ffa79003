// The back office's benchmarks (P11, P12): a service's query through its own code path (the use
// case, its repository, kysely and pg with the service's pool) beside the same SQL, its values
// written in, run straight in psql.
import { Kysely, PostgresDialect } from 'kysely';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import startTestServers from '../testing/global-setup';
import stopTestServers from '../testing/global-teardown';
import { printFigures, type Figure } from './report';

/** A query as the service sent it: its SQL and the values bound to $1, $2, … */
export interface SentQuery {
  sql: string;
  parameters: readonly unknown[];
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value))
    return `'{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** The query with its values written in, as someone would type it into psql. */
export function inlineParameters(query: SentQuery): string {
  return query.sql.replace(/\$(\d+)/g, (_, index: string) => literal(query.parameters[Number(index) - 1]));
}

/**
 * Runs each query `runs` times in one psql session with `\timing` and answers the times psql
 * reports (the round trip of each query from psql, its output thrown away), in milliseconds.
 */
export function timeInPsql(
  databaseUrl: string,
  queries: readonly string[],
  runs: number,
  scratch: string,
): number[] {
  const script = join(scratch, `psql-${Date.now()}.sql`);
  const body = Array.from({ length: runs }, () => queries.map((query) => `${query};`).join('\n')).join('\n');
  writeFileSync(script, `\\timing on\n\\o /dev/null\n${body}\n`);
  const output = execFileSync(
    'psql',
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-f', script],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const times = [...output.matchAll(/^Time: ([\d.]+) ms/gm)].map((match) => Number(match[1]));
  if (times.length !== runs * queries.length)
    throw new Error(`psql reported ${times.length} times for ${runs * queries.length} queries`);
  // One time per run: the queries of a run added up.
  return Array.from({ length: runs }, (_, run) =>
    times.slice(run * queries.length, (run + 1) * queries.length).reduce((sum, time) => sum + time, 0),
  );
}

/** A database whose client records every query it sends: the SQL psql is then given. */
export function recordingDatabase<Tables>(url: string, poolSize: number) {
  let recording: SentQuery[] | undefined;
  const db = new Kysely<Tables>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: poolSize }) }),
    log(event) {
      if (event.level === 'query')
        recording?.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  return {
    db,
    async sentBy(call: () => Promise<unknown>): Promise<SentQuery[]> {
      recording = [];
      await call();
      const sent = recording;
      recording = undefined;
      return sent;
    },
  };
}

/** Each of `runs` calls of the code path, in milliseconds. */
export async function timeCodePath(call: () => Promise<unknown>, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return times;
}

/** Runs one such benchmark alone (`npx tsx <its file>`), with the test PostgreSQL and Kafka. */
export async function runAlone(title: string, bench: (scratch: string) => Promise<Figure[]>): Promise<void> {
  await startTestServers();
  try {
    printFigures(title, await bench(mkdtempSync(join(tmpdir(), 'moorline-bench-'))));
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await stopTestServers();
  }
}
