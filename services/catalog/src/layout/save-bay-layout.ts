import { AppError, inTransaction, outbox, requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely, Transaction } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { recordAudit } from '../audit/record-audit';
import { bayLayoutChangedEvent } from '../events/bay-layout-changed.event';
import { isUuid } from '../validation/uuid';
import { applyLayout, layoutChanges } from './apply-layout';
import { findLayoutBay, findLayoutBuoys, lockLayoutBay, type LayoutBuoyRow } from './bay-layout.repository';
import { findLayoutBookingsInTheWay, type LayoutBookingInTheWay } from './bookings-in-the-way';
import { layoutAuditEntry } from './layout-audit';
import { planLayout, type PlannedRow } from './layout-plan';
import { layoutLimits, type LayoutRowInput, type RowRefusal } from './layout-rules';
import { seaCheckAround } from './sea-check';

export interface SaveBayLayoutInput {
  bayId: string;
  /** Who saves it, for the audit log. */
  actor: Caller;
  rows: LayoutRowInput[];
  dryRun: boolean;
}

/** A buoy of the layout as saved, or as a dry run would save it (no id or QR slug for a new one). */
export type LayoutBuoy = Omit<LayoutBuoyRow, 'id' | 'qr_slug'> & {
  id: string | null;
  qr_slug: string | null;
};

export interface LayoutVerdict {
  saved: boolean;
  refusals: RowRefusal[];
  bookings: LayoutBookingInTheWay[];
  buoys: LayoutBuoy[];
  added: number;
  updated: number;
  removed: number;
}

/** The layout the plan would leave: kept buoys with their rows' fields, new ones without ids. */
function previewBuoys(rows: readonly PlannedRow[], existing: readonly LayoutBuoyRow[]): LayoutBuoy[] {
  const byId = new Map(existing.map((buoy) => [buoy.id, buoy]));
  return rows.map((row) => {
    const was = row.buoyId ? byId.get(row.buoyId) : undefined;
    return {
      id: was?.id ?? null,
      qr_slug: was?.qr_slug ?? null,
      service_state: was?.service_state ?? 'in_service',
      label: row.label,
      lat: row.lat,
      lon: row.lon,
      max_loa_cm: row.maxLoaCm,
      hull_kinds: row.hullKinds,
      management_kind: row.managementKind,
    };
  });
}

export interface SaveOptions {
  /**
   * Lock the bay's row, so saves of one bay take turns and each plans against the layout the one
   * before it left. Only the negative twin of the race test turns it off, to show what it prevents.
   */
  lockBay: boolean;
}

/** The save inside a given transaction, for the race test and its negative twin. */
export async function saveLayoutIn(
  trx: Transaction<CatalogTables>,
  deps: { now: Date },
  input: SaveBayLayoutInput,
  options: SaveOptions,
): Promise<LayoutVerdict> {
  const bay = await (options.lockBay ? lockLayoutBay : findLayoutBay)(trx, input.bayId);
  if (!bay) throw new AppError('not_found');
  const existing = await findLayoutBuoys(trx, bay.id);
  const isAtSea = seaCheckAround(bay, layoutLimits.maxFromPinM);
  const plan = planLayout({ rows: input.rows, existing, pin: bay, isAtSea });
  const labels = new Map(existing.map((buoy) => [buoy.id, buoy.label]));
  const bookings = await findLayoutBookingsInTheWay(trx, plan.guarded, (id) => labels.get(id) ?? '');
  const { added, updated, removedIds } = layoutChanges(plan, existing);
  const verdict = {
    refusals: plan.refusals,
    bookings,
    added: added.length,
    updated: updated.length,
    removed: removedIds.length,
  };
  if (input.dryRun || plan.refusals.length > 0 || bookings.length > 0)
    return { ...verdict, saved: false, buoys: previewBuoys(plan.rows, existing) };
  const changes = await applyLayout(trx, bay, plan, existing);
  await outbox.add(trx, bayLayoutChangedEvent(bay.id, changes, deps.now));
  const changed = { added, updated, removedIds };
  await recordAudit(trx, layoutAuditEntry(bay.id, input.actor, changed, existing, deps.now));
  return { ...verdict, saved: true, buoys: await findLayoutBuoys(trx, bay.id) };
}

/**
 * SaveBayLayout (issue 27 item 3): the bay's manager replaces its whole buoy layout. Under the
 * bay's lock, the rows are checked (fields, labels, at sea, within 3 km of the pin, 15 m apart)
 * and the bookings ahead of buoys it removes, makes non-digital or shortens are looked up; any
 * refusal, or a dry run, saves nothing and says what saving would do. Otherwise the layout is
 * written, and BayLayoutChanged and the audit entry are written in the same transaction.
 */
export async function saveBayLayout(
  db: Kysely<CatalogTables>,
  deps: { now: Date },
  caller: Caller,
  input: Omit<SaveBayLayoutInput, 'actor'>,
): Promise<LayoutVerdict> {
  requireBayAccess(caller, input.bayId, 'manage');
  if (!isUuid(input.bayId)) throw new AppError('not_found');
  if (input.rows.length > layoutLimits.maxRows) throw new AppError('bay_layout_too_large');
  return inTransaction(db, (trx) => saveLayoutIn(trx, deps, { ...input, actor: caller }, { lockBay: true }));
}
