import type { ManagementKind } from '../buoys/buoy.table';
import {
  assignLabels,
  refusePlacement,
  refuseRepeatedLabels,
  refuseRowFields,
  refuseUnknownBuoys,
  type ExistingBuoy,
  type LayoutRowInput,
  type RowRefusal,
} from './layout-rules';

/** A row as it would be saved: its label assigned, its buoy (null for a new one) resolved. */
export interface PlannedRow extends Omit<LayoutRowInput, 'buoyId' | 'managementKind'> {
  rowIndex: number;
  buoyId: string | null;
  managementKind: ManagementKind;
}

export type GuardReason =
  'buoy_removed' | 'buoy_not_digital' | 'buoy_max_loa_lowered' | 'buoy_hull_kinds_narrowed';

/** A buoy whose bookings ahead the layout would break: removed, made non-digital, shortened or narrowed. */
export interface GuardedBuoy {
  buoyId: string;
  rowIndex: number;
  reason: GuardReason;
}

export interface LayoutPlan {
  rows: PlannedRow[];
  refusals: RowRefusal[];
  removedIds: string[];
  guarded: GuardedBuoy[];
}

/** Why a kept buoy's change needs its bookings ahead checked, if it does. */
function guardReason(row: PlannedRow, was: ExistingBuoy): GuardReason | undefined {
  if (was.management_kind === 'digital' && row.managementKind !== 'digital') return 'buoy_not_digital';
  // Catalog does not know the booked boats' lengths: any shortening waits for the bookings.
  if (row.maxLoaCm < was.max_loa_cm) return 'buoy_max_loa_lowered';
  // Nor their hulls: a hull kind taken away may be a booked boat's.
  if (was.hull_kinds.some((kind) => !row.hullKinds.includes(kind))) return 'buoy_hull_kinds_narrowed';
  return undefined;
}

/**
 * The whole desired layout against the bay's buoys: every refused row with its code (in row
 * order), the rows as they would be saved, the buoys it removes, and the buoys whose bookings
 * ahead would stand in the way.
 */
export function planLayout(input: {
  rows: readonly LayoutRowInput[];
  existing: readonly ExistingBuoy[];
  pin: { lat: number; lon: number };
  isAtSea: (point: { lat: number; lon: number }) => boolean;
}): LayoutPlan {
  const existing = new Map(input.existing.map((buoy) => [buoy.id, buoy]));
  const labels = assignLabels(input.rows);
  const refusals = [
    ...input.rows.flatMap(refuseRowFields),
    ...refuseRepeatedLabels(labels),
    ...refuseUnknownBuoys(input.rows, existing),
    ...refusePlacement(input.rows, input.pin, input.isAtSea),
  ].sort((a, b) => a.rowIndex - b.rowIndex);
  const rows = input.rows.map((row, rowIndex) => ({
    ...row,
    rowIndex,
    label: labels[rowIndex] ?? row.label,
    buoyId: row.buoyId === '' ? null : row.buoyId.toLowerCase(),
    managementKind: row.managementKind ?? 'digital',
  }));
  const kept = new Set(rows.flatMap((row) => (row.buoyId ? [row.buoyId] : [])));
  const removedIds = input.existing.filter((buoy) => !kept.has(buoy.id)).map((buoy) => buoy.id);
  const guarded: GuardedBuoy[] = removedIds.map((buoyId) => ({
    buoyId,
    rowIndex: -1,
    reason: 'buoy_removed',
  }));
  for (const row of rows) {
    const was = row.buoyId ? existing.get(row.buoyId) : undefined;
    const reason = was && guardReason(row, was);
    if (was && reason) guarded.push({ buoyId: was.id, rowIndex: row.rowIndex, reason });
  }
  return { rows, refusals, removedIds, guarded };
}
