import { sql, type Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import type { BoundingBox } from '../geo/bounding-box';
import { insideBox } from '../geo/bounding-box.sql';
import type { BayStayRow, ClosedSeason } from './stay-at-bays';

type Db = Kysely<CatalogTables>;

/** Which bays an answer covers: one bay, the bays in a box, or the live bays of the buoys in a box. */
export type StayScope = { bayId: string } | { baysIn: BoundingBox } | { buoysIn: BoundingBox };

const stayColumns = [
  'bays.id',
  'bays.time_zone',
  'bays.day_stay_available',
  'bays.day_check_in',
  'bays.day_check_out',
  'bays.night_stay_available',
  'bays.night_check_in',
  'bays.night_check_out',
  sql<ClosedSeason[]>`(
    SELECT coalesce(json_agg(json_build_array(first_date::text, last_date::text)), '[]'::json)
    FROM bay_seasons WHERE bay_seasons.bay_id = bays.id AND bay_seasons.closed
  )`.as('closed_seasons'),
] as const;

/** The time zone and stay times of the bays in `scope`. */
export async function findBayStayRows(db: Db, scope: StayScope): Promise<BayStayRow[]> {
  if ('bayId' in scope)
    return db.selectFrom('bays').select(stayColumns).where('bays.id', '=', scope.bayId).execute();
  if ('baysIn' in scope)
    return db.selectFrom('bays').select(stayColumns).where(insideBox('bays', scope.baysIn)).execute();
  // The map's buoys: only live bays are on it.
  return db
    .selectFrom('bays')
    .select(stayColumns)
    .where('bays.status', '=', 'live')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('buoys')
          .select('buoys.id')
          .whereRef('buoys.bay_id', '=', 'bays.id')
          .where(insideBox('buoys', scope.buoysIn)),
      ),
    )
    .execute();
}
