import { sql, type Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';

type Db = Kysely<PaymentTables>;

/** One calendar day of a bay's invoices, summed, and of its credit notes (refunds, positive). */
export interface DailyTurnoverRow {
  day: string;
  invoices: number;
  gross_minor: number;
  vat_minor: number;
  night_minor: number;
  day_minor: number;
  mooring_assistance_minor: number;
  trash_collection_minor: number;
  credit_notes: number;
  refunds_minor: number;
  refunds_vat_minor: number;
}

export interface DailyTurnoverQuery {
  bayId: string;
  currency: string;
  timeZone: string;
  /** Half-open: invoices issued from `start` up to, not including, `end`. */
  start: Date;
  end: Date;
}

/**
 * The turnover query, as the service runs it and as `make bench` runs it straight: the bay's
 * invoices of a range summed per calendar day of the bay, read from invoices_bay_turnover alone.
 * Gross and its parts are the invoices; refunds are the credit notes issued on those days (issue
 * 30 item 2), as positive amounts.
 */
export const dailyTurnoverSql = (query: DailyTurnoverQuery) => sql<
  Record<keyof DailyTurnoverRow, string | number>
>`
  SELECT to_char((issued_at AT TIME ZONE ${query.timeZone})::date, 'YYYY-MM-DD') AS day,
         count(*) FILTER (WHERE kind = 'invoice')::int AS invoices,
         coalesce(sum(total_minor) FILTER (WHERE kind = 'invoice'), 0)::bigint AS gross_minor,
         coalesce(sum(vat_minor) FILTER (WHERE kind = 'invoice'), 0)::bigint AS vat_minor,
         coalesce(sum(night_minor) FILTER (WHERE kind = 'invoice'), 0)::bigint AS night_minor,
         coalesce(sum(day_minor) FILTER (WHERE kind = 'invoice'), 0)::bigint AS day_minor,
         coalesce(sum(mooring_assistance_minor) FILTER (WHERE kind = 'invoice'), 0)::bigint
           AS mooring_assistance_minor,
         coalesce(sum(trash_collection_minor) FILTER (WHERE kind = 'invoice'), 0)::bigint
           AS trash_collection_minor,
         count(*) FILTER (WHERE kind = 'credit_note')::int AS credit_notes,
         coalesce(-sum(total_minor) FILTER (WHERE kind = 'credit_note'), 0)::bigint AS refunds_minor,
         coalesce(-sum(vat_minor) FILTER (WHERE kind = 'credit_note'), 0)::bigint AS refunds_vat_minor
    FROM invoices
   WHERE bay_id = ${query.bayId} AND issued_at >= ${query.start} AND issued_at < ${query.end}
     AND currency = ${query.currency}
   GROUP BY 1
   ORDER BY 1`;

export async function dailyTurnover(db: Db, query: DailyTurnoverQuery): Promise<DailyTurnoverRow[]> {
  const { rows } = await dailyTurnoverSql(query).execute(db);
  // Sums come back as bigint text; a bay's turnover stays far below 2^53 minor units.
  return rows.map((row) => ({
    day: String(row.day),
    invoices: Number(row.invoices),
    gross_minor: Number(row.gross_minor),
    vat_minor: Number(row.vat_minor),
    night_minor: Number(row.night_minor),
    day_minor: Number(row.day_minor),
    mooring_assistance_minor: Number(row.mooring_assistance_minor),
    trash_collection_minor: Number(row.trash_collection_minor),
    credit_notes: Number(row.credit_notes),
    refunds_minor: Number(row.refunds_minor),
    refunds_vat_minor: Number(row.refunds_vat_minor),
  }));
}

/**
 * The calendar and currency a bay's invoices are in, from its newest invoice (one index read);
 * undefined before its first.
 */
export function bayInvoiceCalendar(db: Db, bayId: string) {
  return db
    .selectFrom('invoices')
    .select(['bay_time_zone', 'currency'])
    .where('bay_id', '=', bayId)
    .orderBy('issued_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
