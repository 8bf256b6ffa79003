import { sql, type Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import type { PlaceKind } from '../places/place.table';
import { containsQuery, matchRank } from './match-rank.sql';

// Within one match rank: our bays first, then the gazetteer by how much a sailor would mean it.
const placeImportance = sql<number>`(CASE places.kind WHEN 'island' THEN 1 WHEN 'town' THEN 2
  WHEN 'bay' THEN 3 ELSE 4 END)`;

/** Bays and places whose search name contains the normalised query, best first, with their rank. */
export async function findLocationMatches(db: Kysely<CatalogTables>, query: string, limit: number) {
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
    .where(containsQuery(sql`bays.search_name`, query))
    .where('bays.status', '=', 'live');
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
  return db
    .selectFrom(bays.unionAll(places).as('matches'))
    .selectAll()
    .orderBy('rank')
    .orderBy('importance')
    .orderBy(sql`length(name)`)
    .orderBy('name')
    .limit(limit)
    .execute();
}
