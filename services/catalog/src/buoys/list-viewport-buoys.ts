import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { validBoundingBox, type BoundingBox } from '../geo/bounding-box';
import { resolveStayPeriods } from '../stays/resolve-stay-periods';
import type { StayInput } from '../stays/stay-at-bays';
import { resultLimit } from '../validation/result-limit';
import { findBuoysForStay } from './buoy.repository';
import { withStatus, type BuoyWithStatus } from './list-buoys';

/** Issue 5 item 7 sizes the compact map answer for 10,000 buoys; twice that is the ceiling. */
export const maxViewportBuoys = 20_000;

/** ListViewportBuoys: every buoy in a viewport, for the compact map encoding. */
export async function listViewportBuoys(
  db: Kysely<CatalogTables>,
  deps: { now: Date },
  input: { box: BoundingBox | undefined; stay: StayInput; callerSignedIn: boolean; limit: number },
): Promise<{ buoys: BuoyWithStatus[]; truncated: boolean }> {
  const box = validBoundingBox(input.box);
  const limit = resultLimit(input.limit, maxViewportBuoys, maxViewportBuoys);
  // One more than asked shows whether the viewport holds more.
  const periods = await resolveStayPeriods(db, { buoysIn: box }, input.stay, deps.now);
  const rows = await findBuoysForStay(db, { box, limit: limit + 1 }, periods, input.callerSignedIn);
  return {
    buoys: rows.slice(0, limit).map((row) => withStatus(row, input.callerSignedIn)),
    truncated: rows.length > limit,
  };
}
