import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingPhase } from './booking-phase';

type Where = ExpressionBuilder<BookingTables, 'bookings'>;

/** The SQL of a phase at `now`, the same rule as phaseOf. */
export function inPhase(eb: Where, phase: BookingPhase, now: Date): Expression<SqlBool> {
  const start = sql<Date>`lower(period)`;
  const end = sql<Date>`upper(period)`;
  const confirmed = eb('status', '=', 'confirmed');
  switch (phase) {
    case 'current':
      return eb.and([confirmed, eb(start, '<=', now), eb(end, '>', now)]);
    case 'upcoming':
      return eb.and([confirmed, eb(start, '>', now)]);
    case 'completed':
      return eb.and([confirmed, eb(end, '<=', now)]);
    case 'pending':
      return eb.and([eb('status', '=', 'held'), eb('hold_expires_at', '>', now)]);
    case 'failed':
      return eb.or([
        eb('status', 'in', ['expired', 'failed']),
        eb.and([eb('status', '=', 'held'), eb('hold_expires_at', '<=', now)]),
      ]);
    case 'cancelled':
      return eb('status', '=', 'cancelled');
  }
}
