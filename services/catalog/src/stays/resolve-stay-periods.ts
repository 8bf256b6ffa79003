import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { findBayStayRows, type StayScope } from './bay-stay.repository';
import { parseStay, stayPeriodsAtBays, type StayInput, type StayPeriods } from './stay-at-bays';

/** The stay a map question is about, resolved at every bay the answer covers, at `now`. */
export async function resolveStayPeriods(
  db: Kysely<CatalogTables>,
  scope: StayScope,
  stay: StayInput,
  now: Date,
): Promise<StayPeriods> {
  const dates = parseStay(stay);
  return stayPeriodsAtBays(await findBayStayRows(db, scope), dates, now);
}
