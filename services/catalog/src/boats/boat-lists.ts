import { AppError } from '@moorline/kit';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { normaliseSearchText } from '../search/normalise-search-text';
import { containsQuery, matchRank } from '../search/match-rank.sql';
import { isUuid } from '../validation/uuid';
import { resultLimit } from '../validation/result-limit';

type Db = Kysely<CatalogTables>;
type Table = 'boat_brands' | 'boat_models';

/** Filters a list by an optional query, best match first, then by name, as the fleet form types. */
function matching<Row>(
  select: SelectQueryBuilder<CatalogTables, Table, Row>,
  input: { query: string; limit: number },
): SelectQueryBuilder<CatalogTables, Table, Row> {
  const query = normaliseSearchText(input.query);
  const limited = select.limit(resultLimit(input.limit, 50, 200));
  if (query === '') return limited.orderBy('name');
  return limited
    .where(containsQuery(sql`search_name`, query))
    .orderBy(matchRank(sql`search_name`, query))
    .orderBy('name');
}

/** ListBrands: the fleet form's brand list (spec §3 mark). */
export async function listBrands(db: Db, input: { query: string; limit: number }) {
  return matching(db.selectFrom('boat_brands').select(['id', 'name']), input).execute();
}

/** ListModels: one brand's models (spec §3: mark before model); an unknown brand is `not_found`. */
export async function listModels(db: Db, input: { brandId: string; query: string; limit: number }) {
  if (!isUuid(input.brandId)) throw new AppError('invalid_request', 'Invalid brand id');
  const brand = await db
    .selectFrom('boat_brands')
    .select('id')
    .where('id', '=', input.brandId)
    .executeTakeFirst();
  if (!brand) throw new AppError('not_found', 'Boat brand not found');
  const models = db
    .selectFrom('boat_models')
    .select(['id', 'name', 'boat_type'])
    .where('brand_id', '=', brand.id);
  return matching(models, input).execute();
}
