import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import type { PlaceKind } from '../places/place.table';
import { resultLimit } from '../validation/result-limit';
import { validLocationQuery } from './location-query';
import { findLocationMatches } from './location.repository';

export interface LocationMatch {
  kind: 'bay' | 'place';
  id: string;
  name: string;
  baySlug: string | null;
  placeKind: PlaceKind | null;
  country: string;
  region: string | null;
  lat: number;
  lon: number;
}

/**
 * SearchLocations (issue 5 item 5): bays and places whose accent-free name contains the query,
 * best first (exact, prefix, word prefix, anywhere; then bays, islands, towns, bays of the
 * gazetteer, capes; then shorter names).
 */
export async function searchLocations(
  db: Kysely<CatalogTables>,
  input: { query: string; limit: number },
): Promise<LocationMatch[]> {
  const query = validLocationQuery(input.query);
  const limit = resultLimit(input.limit, 10, 50);
  if (query === '') return [];
  const rows = await findLocationMatches(db, query, limit);
  return rows.map(({ rank: _rank, importance: _importance, ...match }) => match);
}
