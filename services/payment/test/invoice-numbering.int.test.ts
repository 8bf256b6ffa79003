import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  migratedTestDatabase,
  type MigratedTestDatabase,
} from '@moorline/deploy/src/testing/migrated-database';
import { inTransaction } from '@moorline/kit';
import { sql, type Kysely, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { paymentMigrations } from '../src/db/migrations';
import { takeNextInvoiceSequence } from '../src/invoices/invoice.repository';
import type { PaymentTables } from '../src/payment.tables';

// Invoice numbers are gap-free per seller and year (issue 13 item 5) although captures of one
// seller run at once on every replica. Each transaction below takes a number, records it in a
// scratch table, waits a little so they overlap, and every fourth one rolls back as a failed
// capture would. The negative twin numbers by "the highest so far plus one" and shows the race
// the counter row's lock prevents.

const CAPTURES = 24;
const YEAR = 2026;

type Numbering = (trx: Transaction<PaymentTables>, operatorId: string) => Promise<number>;

describe('gap-free invoice numbers', () => {
  let database: MigratedTestDatabase<PaymentTables>;
  let db: Kysely<PaymentTables>;

  beforeAll(async () => {
    database = await migratedTestDatabase<PaymentTables>(paymentMigrations, CAPTURES + 2);
    db = database.db;
    await sql`CREATE TABLE numbered (operator_id uuid NOT NULL, sequence int NOT NULL)`.execute(db);
  });

  afterAll(() => database.drop());

  /** Runs the captures at once; the numbers the committed ones kept, in order. */
  async function captureAtOnce(numbering: Numbering): Promise<number[]> {
    const operatorId = randomUUID();
    await Promise.allSettled(
      Array.from({ length: CAPTURES }, (_, index) =>
        inTransaction(db, async (trx) => {
          const sequence = await numbering(trx, operatorId);
          await sql`INSERT INTO numbered VALUES (${operatorId}, ${sequence})`.execute(trx);
          await sql`SELECT pg_sleep(0.02)`.execute(trx);
          if (index % 4 === 3) throw new Error('the capture failed; its transaction rolls back');
        }),
      ),
    );
    const { rows } = await sql<{ sequence: number }>`
      SELECT sequence FROM numbered WHERE operator_id = ${operatorId} ORDER BY sequence`.execute(db);
    return rows.map((row) => row.sequence);
  }

  const committed = CAPTURES - CAPTURES / 4;

  it('when captures of one seller take numbers at once and some roll back, then the kept numbers run 1..n without gap or repeat', async () => {
    const numbers = await captureAtOnce((trx, operatorId) => takeNextInvoiceSequence(trx, operatorId, YEAR));
    expect(numbers).toEqual(Array.from({ length: committed }, (_, index) => index + 1));
  });

  it('when numbers are taken as the highest so far plus one instead (negative twin), then the overlapping captures repeat numbers', async () => {
    const numbers = await captureAtOnce(async (trx, operatorId) => {
      const { rows } = await sql<{ next: number }>`
        SELECT coalesce(max(sequence), 0) + 1 AS next FROM numbered WHERE operator_id = ${operatorId}`.execute(
        trx,
      );
      return rows[0]?.next ?? 1;
    });
    expect(numbers).toHaveLength(committed);
    expect(new Set(numbers).size).toBeLessThan(numbers.length);
  });
});
