import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { BookingOutcome, PaymentStatus, PaymentTable, PaymentTables } from '../payment.tables';

// Queries only (CONVENTIONS): every status change is guarded by the status it leaves, so a
// replayed event, a second replica or a late webhook changes nothing twice.

type Db = Kysely<PaymentTables>;
export type PaymentRow = Selectable<PaymentTable>;

export function findPayment(db: Db, paymentId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
}

export function findPaymentByKey(db: Db, userId: string, key: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The booking's newest payment. */
export function findLatestPaymentOfBooking(db: Db, bookingId: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertPendingPayment(
  db: Db,
  payment: Omit<Insertable<PaymentTable>, 'status'>,
): Promise<PaymentRow> {
  return db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow();
}

export function recordCheckoutSession(
  db: Db,
  paymentId: string,
  session: { sessionId: string; checkoutUrl: string },
): Promise<PaymentRow | undefined> {
  return db
    .updateTable('payments')
    .set({
      checkout_session_id: session.sessionId,
      checkout_url: session.checkoutUrl,
      updated_at: sql`now()`,
    })
    .where('id', '=', paymentId)
    .where('checkout_session_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The row, locked for the rest of the transaction, so one settlement at a time touches it. */
export function lockPayment(db: Db, paymentId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
}

export interface StatusChange {
  from: readonly PaymentStatus[];
  to: PaymentStatus;
  providerPaymentId?: string;
  failureCode?: string;
}

const stampColumn: Partial<Record<PaymentStatus, 'authorized_at' | 'captured_at' | 'voided_at'>> = {
  authorized: 'authorized_at',
  captured: 'captured_at',
  voided: 'voided_at',
};

export function changePaymentStatus(db: Db, paymentId: string, change: StatusChange) {
  const stamp = stampColumn[change.to];
  return db
    .updateTable('payments')
    .set({
      status: change.to,
      updated_at: sql`now()`,
      ...(stamp ? { [stamp]: sql`now()` } : {}),
      ...(change.providerPaymentId ? { provider_payment_id: change.providerPaymentId } : {}),
      ...(change.failureCode ? { failure_code: change.failureCode } : {}),
      // A settled payment has nothing left to open: the link goes with it.
      ...(change.to === 'authorized' ? {} : { checkout_url: null }),
    })
    .where('id', '=', paymentId)
    .where('status', 'in', change.from)
    .returningAll()
    .executeTakeFirst();
}

/** What the booking service said became of the booking; the first word stands. */
export function recordBookingOutcome(db: Db, paymentId: string, outcome: BookingOutcome) {
  return db
    .updateTable('payments')
    .set({
      booking_outcome: outcome,
      updated_at: sql`now()`,
      // Act now: the reconciliation job picks it up at once if the consumer's own follow-up fails.
      reconcile_after: sql`now()`,
    })
    .where('id', '=', paymentId)
    .where((eb) => eb.or([eb('booking_outcome', 'is', null), eb('booking_outcome', '=', 'expired')]))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims up to `limit` payments that may be stuck, skipping rows other replicas hold, and pushes
 * their next look `leaseSeconds` ahead so a replica that claimed them has time to act first.
 */
export async function claimPaymentsToReconcile(db: Db, limit: number, leaseSeconds: number) {
  const { rows } = await sql<PaymentRow>`
    UPDATE payments SET reconcile_after = now() + make_interval(secs => ${leaseSeconds})
     WHERE id = ANY(ARRAY(
       SELECT id FROM payments
        WHERE status IN ('pending', 'authorized') AND reconcile_after <= now()
        ORDER BY reconcile_after
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED))
    RETURNING *`.execute(db);
  return rows;
}

/** A claimed booking's payments move from the guest to the account; rows moved already stay. */
export async function movePaymentsOfBooking(
  db: Db,
  bookingId: string,
  from: string,
  to: string,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ user_id: to })
    .where('booking_id', '=', bookingId)
    .where('user_id', '=', from)
    .execute();
}
