import type { stayRules } from '@moorline/contracts';
import { sql, type Kysely } from 'kysely';
import { bayStayColumns } from '../bays/bay.repository';
import type { HullKind } from '../bays/bay.table';
import type { CatalogTables } from '../catalog.tables';
import { boxAroundPoint, type GeoPoint } from '../geo/bounding-box';
import { insideBox } from '../geo/bounding-box.sql';
import { buoyDistanceM } from '../geo/distance.sql';
import type { ManagementKind, ServiceState } from './buoy.table';

type Db = Kysely<CatalogTables>;

export interface CandidateQuery {
  wanted: GeoPoint & { id: string; bayId: string };
  loaCm: number;
  hullKind: HullKind;
  stayKind: stayRules.StayKind;
  /** Other bays' buoys at most this far from the wanted buoy; the wanted buoy's bay has no limit. */
  withinM: number;
  limit: number;
  /** A walk-up at the buoy: first-come buoys take a QR check-in as digital ones do. */
  walkUp: boolean;
}

/** A restricted buoy is usable (spec §4); only out of service is not. */
const usableStates: ServiceState[] = ['in_service', 'restricted'];

/** Booked online: digital buoys only. Checked in at the buoy: first-come ones too (spec §4). */
const managedFor = (walkUp: boolean): ManagementKind[] => (walkUp ? ['digital', 'fcfs'] : ['digital']);

/**
 * Digital buoys (and, for a walk-up, first-come ones) that fit the boat at bays selling the stay kind, except the wanted one: those
 * of its bay first, then the rest, each nearest first (ties by label, so the order is stable).
 * The box keeps the exact distance to the buoys near enough to matter.
 */
export async function findBuoyCandidates(db: Db, query: CandidateQuery) {
  const { wanted } = query;
  const distance = buoyDistanceM(wanted);
  const sameBay = sql<boolean>`(buoys.bay_id = ${wanted.bayId})`;
  const sold = query.stayKind === 'day' ? 'bays.day_stay_available' : 'bays.night_stay_available';
  return db
    .selectFrom('buoys')
    .innerJoin('bays', 'bays.id', 'buoys.bay_id')
    .select([
      'buoys.id',
      'buoys.label',
      'buoys.qr_slug',
      'bays.id as bay_id',
      'bays.slug as bay_slug',
      'bays.name as bay_name',
      'bays.time_zone',
      'bays.keep_next_night',
      ...bayStayColumns,
      sql<number>`round(${distance})::int`.as('distance_m'),
    ])
    .where('buoys.management_kind', 'in', managedFor(query.walkUp))
    .where('bays.status', '=', 'live')
    .where('buoys.service_state', 'in', usableStates)
    .where('buoys.max_loa_cm', '>=', query.loaCm)
    .where('bays.max_loa_cm', '>=', query.loaCm)
    .where(sql<boolean>`${query.hullKind} = ANY (buoys.hull_kinds)`)
    .where(sql<boolean>`${query.hullKind} = ANY (bays.hull_kinds)`)
    .where(sold, '=', true)
    .where('buoys.id', '<>', wanted.id)
    .where((eb) =>
      eb.or([
        sameBay,
        eb.and([
          insideBox('buoys', boxAroundPoint(wanted, query.withinM)),
          sql<boolean>`${distance} <= ${query.withinM}`,
        ]),
      ]),
    )
    .orderBy(sameBay, 'desc')
    .orderBy(distance)
    .orderBy(sql`length(buoys.label)`)
    .orderBy('buoys.label')
    .limit(query.limit)
    .execute();
}

export type BuoyCandidateRow = Awaited<ReturnType<typeof findBuoyCandidates>>[number];
