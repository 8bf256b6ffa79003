import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { buoyStatus, type BuoyStatusAnswer } from '../availability/buoy-status';
import type { PinState } from '../availability/pin-state';
import { findBaySummaries } from '../bays/bay.repository';
import { findLookedUpBay } from '../bays/get-bay';
import { summariseBay } from '../bays/list-bays';
import type { CatalogTables } from '../catalog.tables';
import { resolveStayPeriods } from '../stays/resolve-stay-periods';
import type { StayInput } from '../stays/stay-at-bays';
import { findBuoysForStay, type BuoyForStayRow } from './buoy.repository';
import { onlineBooking, type OnlineBooking } from '../online-booking/online-booking';

export interface BuoyWithStatus extends BuoyForStayRow {
  /** Null when the caller is not signed in: no real-time status at all (spec §6). */
  live: BuoyStatusAnswer | null;
}

export function withStatus(row: BuoyForStayRow, callerSignedIn: boolean): BuoyWithStatus {
  const live = callerSignedIn
    ? buoyStatus(
        { managementKind: row.management_kind, serviceState: row.service_state },
        { offered: row.stay_offered, ends: row.occupancy },
      )
    : null;
  return { ...row, live };
}

/** ListBuoys: a bay's buoys with their status for a stay, statuses only for signed-in callers. */
export async function listBuoys(
  db: Kysely<CatalogTables>,
  deps: { now: Date },
  input: { baySlug: string; includeUnlisted: boolean; stay: StayInput; callerSignedIn: boolean },
): Promise<{
  bayId: string;
  baySlug: string;
  timeZone: string;
  pinState: PinState;
  buoys: BuoyWithStatus[];
  onlineBooking: OnlineBooking;
}> {
  const bay = await findLookedUpBay(db, { slug: input.baySlug, includeUnlisted: input.includeUnlisted });
  const periods = await resolveStayPeriods(db, { bayId: bay.id }, input.stay, deps.now);
  const live = input.callerSignedIn;
  const [rows, [summary]] = await Promise.all([
    findBuoysForStay(db, bay.id, periods, live),
    findBaySummaries(db, { bayId: bay.id }, periods, live),
  ]);
  if (!summary) throw new AppError('not_found', 'Bay not found');
  return {
    bayId: bay.id,
    baySlug: bay.slug,
    timeZone: bay.time_zone,
    pinState: summariseBay(summary, live).pinState,
    buoys: rows.map((row) => withStatus(row, live)),
    onlineBooking: onlineBooking(summary.payment_account_ready),
  };
}
