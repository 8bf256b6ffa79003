import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { containsQuery, matchRank } from '../search/match-rank.sql';

type Db = Kysely<CatalogTables>;
type Table = 'boat_brands' | 'boat_models';

/** A normalised query ('' for none) and a checked limit. */
export interface ListFilter {
  query: string;
  limit: number;
}

/** Filters a list by an optional query, best match first, then by name. */
function matching<Row>(
  select: SelectQueryBuilder<CatalogTables, Table, Row>,
  filter: ListFilter,
): SelectQueryBuilder<CatalogTables, Table, Row> {
  const limited = select.limit(filter.limit);
  if (filter.query === '') return limited.orderBy('name');
  return limited
    .where(containsQuery(sql`search_name`, filter.query))
    .orderBy(matchRank(sql`search_name`, filter.query))
    .orderBy('name');
}

export function findBrands(db: Db, filter: ListFilter) {
  return matching(db.selectFrom('boat_brands').select(['id', 'name']), filter).execute();
}

export function findBrand(db: Db, brandId: string) {
  return db.selectFrom('boat_brands').select('id').where('id', '=', brandId).executeTakeFirst();
}

export function findModels(db: Db, brandId: string, filter: ListFilter) {
  const models = db
    .selectFrom('boat_models')
    .select(['id', 'name', 'boat_type', 'loa_cm', 'beam_cm', 'draft_cm'])
    .where('brand_id', '=', brandId);
  return matching(models, filter).execute();
}
