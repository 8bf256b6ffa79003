import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-infra';

const BUOY = 7;

describe('embedded PostgreSQL', () => {
  let database: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  async function createMooringsTable(table: string, withConstraint: boolean): Promise<void> {
    const exclusion = withConstraint ? ', EXCLUDE USING gist (buoy_id WITH =, period WITH &&)' : '';
    await client.query(
      `CREATE TABLE ${table} (buoy_id integer NOT NULL, period tstzrange NOT NULL${exclusion})`,
    );
  }

  function insertPeriod(table: string, buoyId: number, from: string, to: string): Promise<pg.QueryResult> {
    return client.query(`INSERT INTO ${table} (buoy_id, period) VALUES ($1, tstzrange($2, $3, '[)'))`, [
      buoyId,
      from,
      to,
    ]);
  }

  it('when a test database is created, then btree_gist is installed in it', async () => {
    const result = await client.query("SELECT 1 FROM pg_extension WHERE extname = 'btree_gist'");

    expect(result.rowCount).toBe(1);
  });

  it('when two overlapping periods are inserted for one buoy, then the second is rejected', async () => {
    await createMooringsTable('guarded_overlap', true);
    await insertPeriod('guarded_overlap', BUOY, '2026-07-01T14:00Z', '2026-07-03T10:00Z');

    await expect(
      insertPeriod('guarded_overlap', BUOY, '2026-07-02T14:00Z', '2026-07-04T10:00Z'),
    ).rejects.toMatchObject({
      code: '23P01',
    });
    const count = await client.query('SELECT count(*)::int AS n FROM guarded_overlap');
    expect(count.rows[0]).toEqual({ n: 1 });
  });

  it('when the same overlapping periods go into a table without the constraint, then both are kept', async () => {
    await createMooringsTable('unguarded_overlap', false);
    await insertPeriod('unguarded_overlap', BUOY, '2026-07-01T14:00Z', '2026-07-03T10:00Z');
    await insertPeriod('unguarded_overlap', BUOY, '2026-07-02T14:00Z', '2026-07-04T10:00Z');

    const count = await client.query('SELECT count(*)::int AS n FROM unguarded_overlap');
    expect(count.rows[0]).toEqual({ n: 2 });
  });

  it('when a half-open period starts exactly where the previous one ends, then both are accepted', async () => {
    await createMooringsTable('guarded_adjacent', true);
    await insertPeriod('guarded_adjacent', BUOY, '2026-07-01T14:00Z', '2026-07-03T10:00Z');
    await insertPeriod('guarded_adjacent', BUOY, '2026-07-03T10:00Z', '2026-07-05T10:00Z');

    const count = await client.query('SELECT count(*)::int AS n FROM guarded_adjacent');
    expect(count.rows[0]).toEqual({ n: 2 });
  });

  it('when overlapping periods are inserted for two different buoys, then both are accepted', async () => {
    await createMooringsTable('guarded_two_buoys', true);
    await insertPeriod('guarded_two_buoys', BUOY, '2026-07-01T14:00Z', '2026-07-03T10:00Z');
    await insertPeriod('guarded_two_buoys', BUOY + 1, '2026-07-01T14:00Z', '2026-07-03T10:00Z');

    const count = await client.query('SELECT count(*)::int AS n FROM guarded_two_buoys');
    expect(count.rows[0]).toEqual({ n: 2 });
  });

  it('when a table is created in one test database, then another test database does not see it', async () => {
    const other = await createTestDatabase();
    const otherClient = new pg.Client({ connectionString: other.url });
    try {
      await otherClient.connect();
      await otherClient.query('CREATE TABLE only_in_other (id integer)');

      const here = await client.query("SELECT to_regclass('only_in_other') AS found");
      const there = await otherClient.query("SELECT to_regclass('only_in_other') AS found");

      expect(other.name).not.toBe(database.name);
      expect(here.rows[0]).toEqual({ found: null });
      expect(there.rows[0]).toEqual({ found: 'only_in_other' });
    } finally {
      await otherClient.end();
      await other.drop();
    }
  });
});
