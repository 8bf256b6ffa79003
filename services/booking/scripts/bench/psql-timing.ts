import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
  const script = join(scratch, `dashboard-${Date.now()}.sql`);
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
