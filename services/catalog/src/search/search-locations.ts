import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import type { PlaceKind } from '../places/place.table';
import { resultLimit } from '../validation/result-limit';
import { validLocationQuery } from './location-query';
import { findLocationMatches } from './location.repository';
import { withoutRepeatedPlaces } from './same-place';

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

const REPEAT_ROOM = 5;

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
  // A few more than asked, so that dropping repeats still leaves the limit when there are enough.
  const rows = await findLocationMatches(db, query, limit + REPEAT_ROOM);
  const matches = rows.map(({ rank: _rank, importance: _importance, ...match }) => match);
  return withoutRepeatedPlaces(matches).slice(0, limit);
}
