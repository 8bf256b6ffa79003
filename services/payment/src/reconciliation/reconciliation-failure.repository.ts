import { sql, type Kysely, type SqlBool } from 'kysely';
import type { PaymentTables } from '../payment.tables';

type Db = Kysely<PaymentTables>;

/** Counts one more failed pass on the payment, keeping when its failures began. */
export async function recordReconciliationFailure(db: Db, paymentId: string, error: string, now: Date) {
  await db
    .insertInto('reconciliation_failures')
    .values({
      payment_id: paymentId,
      first_failed_at: now,
      last_failed_at: now,
      attempts: 1,
      last_error: error,
    })
    .onConflict((conflict) =>
      conflict.column('payment_id').doUpdateSet({
        last_failed_at: now,
        attempts: sql`reconciliation_failures.attempts + 1`,
        last_error: error,
      }),
    )
    .execute();
}

/** A pass succeeded: the payment's failures are over. */
export async function clearReconciliationFailures(db: Db, paymentId: string) {
  await db.deleteFrom('reconciliation_failures').where('payment_id', '=', paymentId).execute();
}

/** Where the previous page stopped. */
export interface UnsettledCursor {
  since: Date;
  paymentId: string;
}

/** Payments failing at least `minAttempts` passes in a row, stuck longest first, with the payment. */
export function findUnsettledPayments(
  db: Db,
  query: { minAttempts: number; cursor: UnsettledCursor | null; limit: number },
) {
  return db
    .selectFrom('reconciliation_failures as failure')
    .innerJoin('payments', 'payments.id', 'failure.payment_id')
    .select([
      'payments.id',
      'payments.booking_id',
      'payments.amount_minor',
      'payments.currency',
      'payments.status',
      'failure.first_failed_at',
      'failure.last_failed_at',
      'failure.attempts',
      'failure.last_error',
    ])
    .where('failure.attempts', '>=', query.minAttempts)
    .$if(query.cursor !== null, (q) =>
      q.where(
        sql<SqlBool>`(failure.first_failed_at, failure.payment_id) > (${query.cursor?.since}, ${query.cursor?.paymentId}::uuid)`,
      ),
    )
    .orderBy('failure.first_failed_at')
    .orderBy('failure.payment_id')
    .limit(query.limit)
    .execute();
}

export type UnsettledPaymentRow = Awaited<ReturnType<typeof findUnsettledPayments>>[number];
