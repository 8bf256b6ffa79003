import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { normaliseSearchText } from '../search/normalise-search-text';
import { isUuid } from '../validation/uuid';
import { resultLimit } from '../validation/result-limit';
import { findBrand, findBrands, findModels, type ListFilter } from './boat.repository';

type Db = Kysely<CatalogTables>;

/** As the fleet form types: the query without accents or case, 50 results unless asked for up to 200. */
const listFilter = (input: { query: string; limit: number }): ListFilter => ({
  query: normaliseSearchText(input.query),
  limit: resultLimit(input.limit, 50, 200),
});

/** ListBrands: the fleet form's brand list (spec §3 mark). */
export async function listBrands(db: Db, input: { query: string; limit: number }) {
  return findBrands(db, listFilter(input));
}

/** ListModels: one brand's models (spec §3: mark before model); an unknown brand is `not_found`. */
export async function listModels(db: Db, input: { brandId: string; query: string; limit: number }) {
  if (!isUuid(input.brandId)) throw new AppError('invalid_request', 'Invalid brand id');
  const brand = await findBrand(db, input.brandId);
  if (!brand) throw new AppError('not_found', 'Boat brand not found');
  return findModels(db, brand.id, listFilter(input));
}
