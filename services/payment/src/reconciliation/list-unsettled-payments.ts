import { AppError, isUuid, requireRole, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import {
  findUnsettledPayments,
  type UnsettledCursor,
  type UnsettledPaymentRow,
} from './reconciliation-failure.repository';
import { UNSETTLED_AFTER_ATTEMPTS } from './unsettled-rules';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;

const encodeCursor = (row: UnsettledPaymentRow) =>
  Buffer.from(JSON.stringify([row.first_failed_at.toISOString(), row.id])).toString('base64url');

function decodeCursor(cursor: string): UnsettledCursor | null {
  if (cursor === '') return null;
  try {
    const [since, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof since === 'string' && typeof id === 'string' && isUuid(id) && !Number.isNaN(Date.parse(since)))
      return { since: new Date(since), paymentId: id };
  } catch {
    // Not JSON: refused below like any other cursor this service did not give.
  }
  throw new AppError('invalid_request', 'Invalid cursor');
}

/** ListUnsettledPayments (issue 27 item 1): what reconciliation could not settle; superusers only (spec §6). */
export async function listUnsettledPayments(
  db: Kysely<PaymentTables>,
  input: { caller: Caller; limit: number; cursor: string },
) {
  requireRole(input.caller, 'superuser');
  if (!Number.isInteger(input.limit) || input.limit < 0)
    throw new AppError('invalid_request', 'Invalid limit');
  const limit = input.limit === 0 ? DEFAULT_LIMIT : Math.min(input.limit, MAX_LIMIT);
  const rows = await findUnsettledPayments(db, {
    minAttempts: UNSETTLED_AFTER_ATTEMPTS,
    cursor: decodeCursor(input.cursor),
    limit: limit + 1,
  });
  const payments = rows.slice(0, limit);
  const last = payments.at(-1);
  return { payments, nextCursor: rows.length > limit && last ? encodeCursor(last) : '' };
}
