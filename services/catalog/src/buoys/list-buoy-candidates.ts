import type { stayRules } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { HullKind } from '../bays/bay.table';
import type { CatalogTables } from '../catalog.tables';
import { resultLimit } from '../validation/result-limit';
import { findBuoyCandidates } from './buoy-candidates.repository';
import { knownBuoy } from './get-buoy';

const defaultWithinM = 50_000;
const defaultLimit = 200;
const maxLimit = 200;

export interface CandidateInput {
  buoyId: string;
  loaCm: number;
  hullKind: HullKind;
  stayKind: stayRules.StayKind;
  /** 0 means 50 km. */
  withinM: number;
  /** 0 means 200, the most there can be. */
  limit: number;
  /** A walk-up at the buoy: first-come buoys too. */
  walkUp: boolean;
}

function positiveInteger(value: number, message: string): number {
  if (!Number.isInteger(value) || value <= 0) throw new AppError('invalid_request', message);
  return value;
}

/**
 * ListBuoyCandidates: where else the boat could moor instead of the wanted buoy, for booking's
 * alternatives (issue 12 item 4). Catalog knows what fits, not what is booked: the booking
 * service keeps the candidates that are free for the period.
 */
export async function listBuoyCandidates(db: Kysely<CatalogTables>, input: CandidateInput) {
  const loaCm = positiveInteger(input.loaCm, 'Invalid boat length');
  const withinM = input.withinM === 0 ? defaultWithinM : positiveInteger(input.withinM, 'Invalid distance');
  const limit = resultLimit(input.limit, defaultLimit, maxLimit);
  const wanted = await knownBuoy(db, input.buoyId);
  return findBuoyCandidates(db, {
    wanted: { id: wanted.id, bayId: wanted.bay_id, lat: wanted.lat, lon: wanted.lon },
    loaCm,
    hullKind: input.hullKind,
    stayKind: input.stayKind,
    withinM,
    limit,
    walkUp: input.walkUp,
  });
}
