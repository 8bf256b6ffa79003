import type { Transaction } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import {
  deleteBuoys,
  findQrSlugsOfPrefix,
  insertBuoys,
  updateBuoys,
  type LayoutBay,
  type LayoutBuoyRow,
} from './bay-layout.repository';
import type { LayoutPlan, PlannedRow } from './layout-plan';
import { newQrSlugs } from './layout-qr-slugs';

export interface LayoutChanges {
  addedIds: string[];
  updatedIds: string[];
  removedIds: string[];
}

const sameHulls = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join() === [...b].sort().join();

/** Whether a kept buoy's row changes anything of it. */
function changes(row: PlannedRow, was: LayoutBuoyRow): boolean {
  return (
    row.label !== was.label ||
    row.lat !== was.lat ||
    row.lon !== was.lon ||
    row.maxLoaCm !== was.max_loa_cm ||
    row.managementKind !== was.management_kind ||
    !sameHulls(row.hullKinds, was.hull_kinds)
  );
}

/** What the plan adds, changes and removes, without writing anything. */
export function layoutChanges(plan: LayoutPlan, existing: readonly LayoutBuoyRow[]) {
  const byId = new Map(existing.map((buoy) => [buoy.id, buoy]));
  const added = plan.rows.filter((row) => row.buoyId === null);
  const updated = plan.rows.flatMap((row) => {
    const was = row.buoyId ? byId.get(row.buoyId) : undefined;
    return was && changes(row, was) ? [{ ...row, id: was.id }] : [];
  });
  return { added, updated, removedIds: plan.removedIds };
}

/**
 * Writes a checked plan: removed buoys go first (freeing their labels and QR slugs), kept ones
 * change in one statement (label uniqueness is checked at its end, so labels may swap), and new
 * ones are inserted in one statement with their QR slugs.
 */
export async function applyLayout(
  trx: Transaction<CatalogTables>,
  bay: LayoutBay,
  plan: LayoutPlan,
  existing: readonly LayoutBuoyRow[],
): Promise<LayoutChanges> {
  const { added, updated, removedIds } = layoutChanges(plan, existing);
  await deleteBuoys(trx, bay.id, removedIds);
  await updateBuoys(trx, bay.id, updated);
  const slugs = newQrSlugs(
    bay.slug,
    added.map((row) => row.label),
    await findQrSlugsOfPrefix(trx, bay.slug),
  );
  const addedIds = await insertBuoys(
    trx,
    bay.id,
    added.map((row, index) => ({ ...row, qrSlug: slugs[index] ?? '' })),
  );
  return { addedIds, updatedIds: updated.map((row) => row.id), removedIds };
}
