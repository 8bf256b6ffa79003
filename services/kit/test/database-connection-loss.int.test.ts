import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../src/db/database';
import { createTestDatabase } from '@moorline/deploy/src/testing/test-infra';
import { waitFor } from './support';

describe('database pool', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Kysely<object>;
  let lost: Error[];

  beforeEach(async () => {
    database = await createTestDatabase();
    lost = [];
    db = createDatabase({
      url: database.url,
      maxConnections: 2,
      onIdleConnectionError: (error) => lost.push(error),
    });
  });

  afterEach(async () => {
    await db.destroy();
    await database.drop();
  });

  it('when PostgreSQL ends an idle pooled connection, then the process lives on and the next query gets a new one', async () => {
    const before = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend($1)', [before.rows[0]?.pid]);
    } finally {
      await admin.end();
    }
    // The marker that the loss was seen: without a listener pg would have thrown it instead.
    await waitFor(async () => lost.length === 1);
    expect(lost[0]?.message).toMatch(/terminat/i);
    const after = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
    expect(after.rows[0]?.pid).not.toBe(before.rows[0]?.pid);
  });
});
