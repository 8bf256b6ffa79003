import { sql, type Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';

type Db = Kysely<CatalogTables>;

/** A season as the setup and the bay's answers carry it, dates as 'YYYY-MM-DD'. */
export interface SeasonRow {
  id: string;
  first_date: string;
  last_date: string;
  closed: boolean;
  night_price_cents: number | null;
  day_price_per_hour_cents: number | null;
  day_price_full_day_cents: number | null;
}

export type NewSeason = Omit<SeasonRow, 'id'>;

/** A bay's seasons, earliest first. The dates as text: the driver would make them server-local Dates. */
export function findSeasons(db: Db, bayId: string): Promise<SeasonRow[]> {
  return db
    .selectFrom('bay_seasons')
    .select([
      'id',
      sql<string>`first_date::text`.as('first_date'),
      sql<string>`last_date::text`.as('last_date'),
      'closed',
      'night_price_cents',
      'day_price_per_hour_cents',
      'day_price_full_day_cents',
    ])
    .where('bay_id', '=', bayId)
    .orderBy('first_date')
    .execute();
}

/** The bay's seasons become these: an update states the whole list. */
export async function replaceSeasons(db: Db, bayId: string, seasons: readonly NewSeason[]): Promise<void> {
  await db.deleteFrom('bay_seasons').where('bay_id', '=', bayId).execute();
  if (seasons.length === 0) return;
  await db
    .insertInto('bay_seasons')
    .values(seasons.map((season) => ({ bay_id: bayId, ...season })))
    .execute();
}
