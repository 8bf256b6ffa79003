import { sql, type Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import type { PlaceKind } from '../places/place.table';
import { resultLimit } from '../validation/result-limit';
import { validLocationQuery } from './location-query';
import { containsQuery, matchRank } from './match-rank.sql';

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

// Within one match rank: our bays first, then the gazetteer by how much a sailor would mean it.
const placeImportance = sql<number>`(CASE places.kind WHEN 'island' THEN 1 WHEN 'town' THEN 2
  WHEN 'bay' THEN 3 ELSE 4 END)`;

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
  const bays = db
    .selectFrom('bays')
    .select([
      sql<'bay' | 'place'>`'bay'`.as('kind'),
      'id',
      'name',
      sql<string | null>`slug`.as('baySlug'),
      sql<PlaceKind | null>`NULL::text`.as('placeKind'),
      'country',
      sql<string | null>`NULL::text`.as('region'),
      'lat',
      'lon',
      matchRank(sql`bays.search_name`, query).as('rank'),
      sql<number>`0`.as('importance'),
    ])
    .where(containsQuery(sql`bays.search_name`, query));
  const places = db
    .selectFrom('places')
    .select([
      sql<'bay' | 'place'>`'place'`.as('kind'),
      'id',
      'name',
      sql<string | null>`NULL::text`.as('baySlug'),
      sql<PlaceKind | null>`kind`.as('placeKind'),
      'country',
      'region',
      'lat',
      'lon',
      matchRank(sql`places.search_name`, query).as('rank'),
      placeImportance.as('importance'),
    ])
    .where(containsQuery(sql`places.search_name`, query));
  const rows = await db
    .selectFrom(bays.unionAll(places).as('matches'))
    .selectAll()
    .orderBy('rank')
    .orderBy('importance')
    .orderBy(sql`length(name)`)
    .orderBy('name')
    .limit(limit)
    .execute();
  return rows.map(({ rank: _rank, importance: _importance, ...match }) => match);
}
