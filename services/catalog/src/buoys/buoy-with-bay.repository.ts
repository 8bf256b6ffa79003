import { sql, type Kysely } from 'kysely';
import type { LocalizedText } from '../bays/localized-text';
import type { CatalogTables } from '../catalog.tables';

type Db = Kysely<CatalogTables>;

const count = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) FILTER (WHERE ${condition}))::int`;

/**
 * A buoy with its whole bay, the bay's gallery and its buoy counts, in one statement: GetBuoy is
 * on every quote's and hold's path, where four round trips cost more than the rows they read.
 */
export async function findBuoyWithBay(db: Db, buoyId: string) {
  return db
    .selectFrom('buoys')
    .innerJoin('bays', 'bays.id', 'buoys.bay_id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('buoys as bay_buoy')
          .whereRef('bay_buoy.bay_id', '=', 'bays.id')
          .select([
            count(sql`bay_buoy.management_kind = 'digital'`).as('digital'),
            count(sql`bay_buoy.management_kind = 'fcfs'`).as('fcfs'),
            count(sql`bay_buoy.management_kind = 'traditional'`).as('traditional'),
            count(sql`bay_buoy.service_state = 'out_of_service'`).as('out_of_service'),
          ])
          .as('counts'),
      (join) => join.onTrue(),
    )
    .selectAll('bays')
    .select([
      'buoys.id as buoy_id',
      'buoys.label as buoy_label',
      'buoys.lat as buoy_lat',
      'buoys.lon as buoy_lon',
      'buoys.max_loa_cm as buoy_max_loa_cm',
      'buoys.hull_kinds as buoy_hull_kinds',
      'buoys.management_kind as buoy_management_kind',
      'buoys.service_state as buoy_service_state',
      'counts.digital',
      'counts.fcfs',
      'counts.traditional',
      'counts.out_of_service',
      sql<{ url: string; caption: LocalizedText }[]>`(
        SELECT coalesce(json_agg(json_build_object('url', url, 'caption', caption) ORDER BY position), '[]')
          FROM bay_images WHERE bay_images.bay_id = bays.id)`.as('images'),
    ])
    .where('buoys.id', '=', buoyId)
    .executeTakeFirst();
}
