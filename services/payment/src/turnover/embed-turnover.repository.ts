import { sql, type Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';

/** The invoices of bookings made through one embed, summed. */
export interface EmbedTurnoverRow {
  embed_id: string;
  currency: string;
  invoices: number;
  gross_minor: number;
}

interface EmbedTurnoverQuery {
  /** One bay's (its turnover page), or every bay's (the admin console) when absent. */
  bayId?: string;
  /** Half-open: invoices issued from `start` up to, not including, `end`. */
  start: Date;
  end: Date;
}

/**
 * Per embed (and currency), the invoices issued in a range, largest first: read from a partial
 * index of embed money alone (migrations 2026_11_28_0810 and 2026_11_29_0500), so a bay with years of straight
 * bookings pays nothing for it.
 */
export async function embedTurnover(
  db: Kysely<PaymentTables>,
  query: EmbedTurnoverQuery,
): Promise<EmbedTurnoverRow[]> {
  let select = db
    .selectFrom('invoices')
    .select([
      'currency',
      sql<string>`embed_id::text`.as('embed_id'),
      sql<number>`count(*)::int`.as('invoices'),
      sql<string>`sum(total_minor)::bigint`.as('gross_minor'),
    ])
    .where('embed_id', 'is not', null)
    // Invoiced money only (credit notes are the bay's refunds), as the partial indexes hold it.
    .where('kind', '=', 'invoice')
    .where('issued_at', '>=', query.start)
    .where('issued_at', '<', query.end);
  if (query.bayId !== undefined) select = select.where('bay_id', '=', query.bayId);
  const rows = await select
    .groupBy(['embed_id', 'currency'])
    .orderBy(sql`sum(total_minor)`, 'desc')
    .orderBy('embed_id')
    .execute();
  // Sums come back as bigint text; an embed's money stays far below 2^53 minor units.
  return rows.map((row) => ({ ...row, gross_minor: Number(row.gross_minor) }));
}
