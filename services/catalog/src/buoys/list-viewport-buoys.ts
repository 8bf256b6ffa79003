import type { Kysely } from 'kysely';
import { buoyStatus, type BuoyStatusAnswer } from '../availability/buoy-status';
import type { CatalogTables } from '../catalog.tables';
import { validBoundingBox, type BoundingBox } from '../geo/bounding-box';
import { resolveStayPeriods } from '../stays/resolve-stay-periods';
import type { StayInput } from '../stays/stay-at-bays';
import { resultLimit } from '../validation/result-limit';
import { findViewportBuoys, type ViewportBuoyRow } from './buoy.repository';

/** Issue 5 item 7 sizes the compact map answer for 10,000 buoys; twice that is the ceiling. */
export const maxViewportBuoys = 20_000;

export interface ViewportBuoys {
  buoys: ViewportBuoyRow[];
  /** Buoy i's status at index i; null when the caller is not signed in (spec §6). */
  statuses: BuoyStatusAnswer[] | null;
  truncated: boolean;
}

const statusOf = (row: ViewportBuoyRow): BuoyStatusAnswer =>
  buoyStatus(
    { managementKind: row.management_kind, serviceState: row.service_state },
    { offered: row.stay_offered ?? false, ends: row.occupancy ?? null },
  );

/** ListViewportBuoys: every buoy in a viewport, for the compact map encoding. */
export async function listViewportBuoys(
  db: Kysely<CatalogTables>,
  deps: { now: Date },
  input: { box: BoundingBox | undefined; stay: StayInput; callerSignedIn: boolean; limit: number },
): Promise<ViewportBuoys> {
  const box = validBoundingBox(input.box);
  const limit = resultLimit(input.limit, maxViewportBuoys, maxViewportBuoys);
  const periods = await resolveStayPeriods(db, { buoysIn: box }, input.stay, deps.now);
  // One more than asked shows whether the viewport holds more.
  const rows = await findViewportBuoys(db, { box, limit: limit + 1 }, periods, input.callerSignedIn);
  const truncated = rows.length > limit;
  const buoys = truncated ? rows.slice(0, limit) : rows;
  return { buoys, statuses: input.callerSignedIn ? buoys.map(statusOf) : null, truncated };
}
