import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  migratedTestDatabase,
  type MigratedTestDatabase,
} from '@moorline/deploy/src/testing/migrated-database';
import { createLogger, inTransaction } from '@moorline/kit';
import { sql, type Kysely, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { paymentMigrations } from '../src/db/migrations';
import { creditNoteRowOf } from '../src/invoices/credit-note-row';
import { noFiscalisation } from '../src/invoices/fiscalisation';
import { findInvoiceOfPayment, insertInvoice } from '../src/invoices/invoice.repository';
import { renderInvoicePdf } from '../src/invoices/render-invoice-pdf';
import type { PaymentTables } from '../src/payment.tables';
import { recordPendingRefund, type RefundRow } from '../src/refunds/refund.repository';
import { applyRefundState } from '../src/refunds/settle-refund';
import { lines, recordStay } from './recorded-invoices';

// Credit notes take their numbers from the seller's same gap-free counter as invoices (issue 30
// item 2), while the refunds of one seller's cancelled bookings settle at once on every replica.
// Each settlement below runs in its own transaction, overlapping the others, and every fourth rolls
// back as a failed one would: the kept numbers follow the invoices' without gap or repeat. The
// negative twin numbers credit notes by "the highest so far plus one" and shows the race the
// counter row's lock prevents: overlapping settlements take the same number, and the database's
// unique number refuses all but one of them.

const CANCELS = 16;
const ISSUED_AT = new Date('2026-08-20T10:00:00Z');

describe('gap-free credit note numbers under concurrent cancellations', () => {
  let database: MigratedTestDatabase<PaymentTables>;
  let db: Kysely<PaymentTables>;
  const deps = {
    invoices: {
      now: () => ISSUED_AT,
      renderInvoicePdf,
      intermediary: { name: 'Moorline', website: 'https://moorline.test' },
      fiscalisation: noFiscalisation,
    },
    logger: createLogger({ service: 'credit-note-numbering', level: 'silent', pretty: false }),
  };

  beforeAll(async () => {
    database = await migratedTestDatabase<PaymentTables>(paymentMigrations, CANCELS + 2);
    db = database.db;
  });

  afterAll(() => database.drop());

  /** A seller with `CANCELS` paid stays, its counter where its invoices left it, and a refund pending for each. */
  async function sellerWithPendingRefunds(): Promise<{
    operatorId: string;
    lastInvoice: number;
    refunds: RefundRow[];
  }> {
    const operatorId = randomUUID();
    const bayId = randomUUID();
    const refunds: RefundRow[] = [];
    const sequences: number[] = [];
    for (let index = 0; index < CANCELS; index += 1) {
      const stay = await recordStay(db, {
        operatorId,
        bayId,
        lines: [lines.night(9_000), lines.trash(501)],
        vatMinor: 1_093,
        capturedAt: new Date('2026-08-01T10:00:00Z'),
      });
      const invoice = await findInvoiceOfPayment(db, stay.paymentId);
      sequences.push(invoice?.sequence ?? 0);
      refunds.push(
        await recordPendingRefund(db, {
          payment_id: stay.paymentId,
          booking_id: stay.bookingId,
          amount_minor: 4_750,
          currency: 'EUR',
          cancelled_by: 'boater',
        }),
      );
    }
    const lastInvoice = Math.max(...sequences);
    await db
      .insertInto('invoice_counters')
      .values({ operator_id: operatorId, year: 2026, last_number: lastInvoice })
      .execute();
    return { operatorId, lastInvoice, refunds };
  }

  /** Runs the settlements at once, every fourth rolling back; the credit notes' numbers kept, in order. */
  async function settleAtOnce(
    refunds: RefundRow[],
    settle: (trx: Transaction<PaymentTables>, refund: RefundRow) => Promise<unknown>,
  ): Promise<number[]> {
    await Promise.allSettled(
      refunds.map((refund, index) =>
        inTransaction(db, async (trx) => {
          await settle(trx, refund);
          await sql`SELECT pg_sleep(0.02)`.execute(trx);
          if (index % 4 === 3) throw new Error('the settlement failed; its transaction rolls back');
        }),
      ),
    );
    const rows = await db
      .selectFrom('invoices')
      .select('sequence')
      .where('kind', '=', 'credit_note')
      .where(
        'payment_id',
        'in',
        refunds.map((refund) => refund.payment_id),
      )
      .orderBy('sequence')
      .execute();
    return rows.map((row) => row.sequence);
  }

  const committed = CANCELS - CANCELS / 4;

  it('when the refunds of one seller’s cancelled bookings settle at once and some roll back, then their credit notes are numbered on from the invoices without gap or repeat', async () => {
    const { lastInvoice, refunds } = await sellerWithPendingRefunds();
    const numbers = await settleAtOnce(refunds, (trx, refund) =>
      applyRefundState(trx, deps, refund.id, {
        providerRefundId: `re_${refund.id}`,
        status: 'succeeded',
        amountMinor: refund.amount_minor,
      }),
    );
    expect(numbers).toEqual(Array.from({ length: committed }, (_, index) => lastInvoice + index + 1));
    const settled = await db
      .selectFrom('refunds')
      .select('status')
      .where(
        'id',
        'in',
        refunds.map((refund) => refund.id),
      )
      .execute();
    expect(settled.filter((refund) => refund.status === 'succeeded')).toHaveLength(committed);
  });

  it('when credit notes are numbered as the highest so far plus one instead (negative twin), then overlapping settlements take the same number and lose their credit notes', async () => {
    const { operatorId, refunds } = await sellerWithPendingRefunds();
    const numbers = await settleAtOnce(refunds, async (trx, refund) => {
      const invoice = await findInvoiceOfPayment(trx, refund.payment_id);
      if (!invoice) throw new Error('no invoice');
      const { rows } = await sql<{ next: number }>`
        SELECT coalesce(max(sequence), 0) + 1 AS next FROM invoices WHERE operator_id = ${operatorId}`.execute(
        trx,
      );
      await sql`SELECT pg_sleep(0.02)`.execute(trx);
      const sequence = rows[0]?.next ?? 1;
      await insertInvoice(
        trx,
        creditNoteRowOf(invoice, refund.amount_minor, {
          year: 2026,
          sequence,
          issuedAt: ISSUED_AT,
          pdf: Buffer.alloc(1),
        }),
      );
    });
    // Without the counter's lock the settlements read the same highest number: the unique number
    // refuses the repeats, so credit notes are missing for refunds that went through.
    expect(numbers.length).toBeLessThan(committed);
  });
});
