import type { Kysely } from 'kysely';
import { pinState, type PinState } from '../availability/pin-state';
import type { CatalogTables } from '../catalog.tables';
import { validBoundingBox, type BoundingBox } from '../geo/bounding-box';
import { resolveStayPeriods } from '../stays/resolve-stay-periods';
import type { StayInput } from '../stays/stay-at-bays';
import { findBaySummaries, type BaySummaryRow } from './bay.repository';

export interface BaySummary extends BaySummaryRow {
  pinState: PinState;
  /** Digital buoys free for the whole stay; null for a caller who is not signed in. */
  freeDigital: number | null;
}

/** The bay's pin for the caller: only a signed-in caller's answer uses the projection (spec §6). */
export function summariseBay(row: BaySummaryRow, callerSignedIn: boolean): BaySummary {
  const freeDigital = callerSignedIn ? (row.free_digital ?? 0) : null;
  const mix = { digital: row.digital, fcfs: row.fcfs, usableFcfs: row.usable_fcfs };
  return {
    ...row,
    freeDigital,
    pinState: pinState(mix, freeDigital === null ? null : { freeDigital }, row.payment_account_ready),
  };
}

/** ListBays: the bays in a viewport with their pins for a stay (issue 5 item 4). */
export async function listBays(
  db: Kysely<CatalogTables>,
  deps: { now: Date },
  input: { box: BoundingBox | undefined; stay: StayInput; callerSignedIn: boolean },
): Promise<BaySummary[]> {
  const box = validBoundingBox(input.box);
  const periods = await resolveStayPeriods(db, { baysIn: box }, input.stay, deps.now);
  const rows = await findBaySummaries(db, { box }, periods, input.callerSignedIn);
  return rows.map((row) => summariseBay(row, input.callerSignedIn));
}
