import { bayClock } from '@moorline/contracts';
import { requireRole, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import { embedTurnover, type EmbedTurnoverRow } from './embed-turnover.repository';
import { turnoverRange } from './turnover-range';

/**
 * ListEmbedTurnover (issue 27 item 5): what each partner embed brought over every bay, for the
 * admin console. Bays keep their own calendars; across them the range is in UTC days.
 */
export async function listEmbedTurnover(
  db: Kysely<PaymentTables>,
  caller: Caller,
  request: { from: string; to: string },
): Promise<{ from: string; to: string; embeds: EmbedTurnoverRow[] }> {
  requireRole(caller, 'superuser');
  const range = turnoverRange(request.from, request.to);
  const embeds = await embedTurnover(db, {
    start: bayClock.instantAt(range.from, '00:00', 'UTC'),
    end: bayClock.instantAt(bayClock.addDays(range.to, 1), '00:00', 'UTC'),
  });
  return { from: range.from, to: range.to, embeds };
}
