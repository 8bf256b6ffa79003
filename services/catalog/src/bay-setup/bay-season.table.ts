import type { ColumnType, Generated } from 'kysely';

/** A season of a bay (issue 27 item 2): its dates with their own prices, or closed. */
export interface BaySeasonTable {
  id: Generated<string>;
  bay_id: string;
  /** Written 'YYYY-MM-DD'; read back as text (see bay-season.repository). */
  first_date: ColumnType<Date, string, string>;
  last_date: ColumnType<Date, string, string>;
  closed: boolean;
  /** Null: the bay's base price on these dates. */
  night_price_cents: number | null;
  day_price_per_hour_cents: number | null;
  day_price_full_day_cents: number | null;
}
