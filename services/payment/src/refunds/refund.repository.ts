import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { PaymentTables, RefundStatus, RefundTable } from '../payment.tables';

// Queries only: every change leaves `pending` under the row's lock, so a replayed event, a second
// replica or a late webhook settles a refund once.

type Db = Kysely<PaymentTables>;
export type RefundRow = Selectable<RefundTable>;

/** Records the refund a cancellation asks for; the booking's earlier one when there is one. */
export async function recordPendingRefund(
  db: Db,
  refund: Omit<Insertable<RefundTable>, 'status'>,
): Promise<RefundRow> {
  await db
    .insertInto('refunds')
    .values(refund)
    .onConflict((conflict) => conflict.column('booking_id').doNothing())
    .execute();
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('booking_id', '=', refund.booking_id)
    .executeTakeFirstOrThrow();
}

export function findRefund(db: Db, refundId: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
}

export function findRefundOfBooking(db: Db, bookingId: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('booking_id', '=', bookingId).executeTakeFirst();
}

/** The refund of the payment whose provider charge is `providerPaymentId`. */
export function findRefundOfProviderPayment(
  db: Db,
  providerPaymentId: string,
): Promise<RefundRow | undefined> {
  return db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.payment_id')
    .selectAll('refunds')
    .where('payments.provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}

export function lockRefund(db: Db, refundId: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', refundId).forUpdate().executeTakeFirst();
}

/** Moves a pending refund on; undefined when it is no longer pending. */
export function changeRefund(
  db: Db,
  refundId: string,
  change: {
    providerRefundId: string;
    status: RefundStatus;
    creditNoteId?: string;
    failureReason?: string;
    settledAt?: Date;
  },
): Promise<RefundRow | undefined> {
  return db
    .updateTable('refunds')
    .set({
      provider_refund_id: change.providerRefundId,
      status: change.status,
      credit_note_id: change.creditNoteId ?? null,
      failure_reason: change.failureReason ?? null,
      settled_at: change.settledAt ?? null,
    })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** Pending refunds due for another look, leased so replicas take different ones (SKIP LOCKED). */
export async function claimRefundsToReconcile(db: Db, limit: number, leaseSeconds: number) {
  const { rows } = await sql<RefundRow>`
    UPDATE refunds SET reconcile_after = now() + make_interval(secs => ${leaseSeconds})
     WHERE id = ANY(ARRAY(
       SELECT id FROM refunds
        WHERE status = 'pending' AND reconcile_after <= now()
        ORDER BY reconcile_after
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED))
    RETURNING *`.execute(db);
  return rows;
}
