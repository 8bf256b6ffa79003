import type { HullKind } from '../bays/bay.table';
import type { ManagementKind } from '../buoys/buoy.table';
import { distanceM } from '../geo/distance';
import { isUuid } from '../validation/uuid';
import { findCrowdedPoints } from './buoy-spacing';

// Issue 27 item 3: the server's checks on a bay's buoy layout. Pure: the land data comes in as a
// predicate and the existing buoys as plain rows.

export const layoutLimits = {
  maxRows: 2000,
  minSpacingM: 15,
  maxFromPinM: 3000,
  // The boat lengths booking accepts (1.5 to 60 m): a buoy for longer or shorter boats takes none.
  minLoaCm: 150,
  maxLoaCm: 6000,
  maxLabelLength: 12,
} as const;

/** A row of the desired layout, as the request gives it. */
export interface LayoutRowInput {
  buoyId: string;
  label: string;
  lat: number;
  lon: number;
  maxLoaCm: number;
  hullKinds: HullKind[];
  managementKind: ManagementKind | undefined;
}

export interface ExistingBuoy {
  id: string;
  label: string;
  max_loa_cm: number;
  management_kind: ManagementKind;
  hull_kinds: HullKind[];
}

/** The catalogue code a row is refused with, and the row it clashes with, if any. */
export interface RowRefusal {
  rowIndex: number;
  code: RowRefusalCode;
  otherRowIndex?: number;
}

export type RowRefusalCode =
  | 'buoy_position_invalid'
  | 'buoy_on_land'
  | 'buoy_too_far_from_pin'
  | 'buoys_too_close'
  | 'buoy_label_invalid'
  | 'buoy_label_taken'
  | 'buoy_max_loa_out_of_range'
  | 'buoy_hull_kinds_invalid'
  | 'buoy_management_missing'
  | 'buoy_not_in_bay'
  | 'buoy_repeated';

const labelPattern = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;
const isNumberLabel = (label: string) => /^[0-9]{1,9}$/.test(label);

/** The refusals of one row's own fields: position, limits, hull kinds, management, label form. */
export function refuseRowFields(row: LayoutRowInput, rowIndex: number): RowRefusal[] {
  const codes: RowRefusalCode[] = [];
  const inRange = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;
  if (!inRange(row.lat, 90) || !inRange(row.lon, 180)) codes.push('buoy_position_invalid');
  const loa = row.maxLoaCm;
  if (!Number.isInteger(loa) || loa < layoutLimits.minLoaCm || loa > layoutLimits.maxLoaCm)
    codes.push('buoy_max_loa_out_of_range');
  if (row.hullKinds.length === 0 || new Set(row.hullKinds).size !== row.hullKinds.length)
    codes.push('buoy_hull_kinds_invalid');
  if (!row.managementKind) codes.push('buoy_management_missing');
  const label = row.label.trim();
  if (label !== '' && (label.length > layoutLimits.maxLabelLength || !labelPattern.test(label)))
    codes.push('buoy_label_invalid');
  return codes.map((code) => ({ rowIndex, code }));
}

/**
 * Each row's label: its own, trimmed, or for a row without one the next number after the
 * highest number label of the layout, in row order. The rows are the whole layout, so the
 * labels of the buoys it keeps are among them.
 */
export function assignLabels(rows: readonly LayoutRowInput[]): string[] {
  const given = rows.map((row) => row.label.trim());
  let next = Math.max(0, ...given.filter(isNumberLabel).map(Number)) + 1;
  return given.map((label) => {
    if (label !== '') return label;
    const assigned = String(next);
    next += 1;
    return assigned;
  });
}

/** Rows whose label an earlier row already has (labels are unique within a bay). */
export function refuseRepeatedLabels(labels: readonly string[]): RowRefusal[] {
  const firstRowOf = new Map<string, number>();
  const refusals: RowRefusal[] = [];
  labels.forEach((label, rowIndex) => {
    const otherRowIndex = firstRowOf.get(label);
    if (otherRowIndex === undefined) firstRowOf.set(label, rowIndex);
    else refusals.push({ rowIndex, code: 'buoy_label_taken', otherRowIndex });
  });
  return refusals;
}

/** Rows naming a buoy the bay does not have, or one an earlier row already names. */
export function refuseUnknownBuoys(
  rows: readonly LayoutRowInput[],
  existing: ReadonlyMap<string, ExistingBuoy>,
): RowRefusal[] {
  const firstRowOf = new Map<string, number>();
  const refusals: RowRefusal[] = [];
  rows.forEach((row, rowIndex) => {
    const id = row.buoyId.toLowerCase();
    if (id === '') return;
    const otherRowIndex = firstRowOf.get(id);
    if (!isUuid(id) || !existing.has(id)) refusals.push({ rowIndex, code: 'buoy_not_in_bay' });
    else if (otherRowIndex !== undefined) refusals.push({ rowIndex, code: 'buoy_repeated', otherRowIndex });
    else firstRowOf.set(id, rowIndex);
  });
  return refusals;
}

/** Rows on land, more than 3 km from the bay's pin, or closer than 15 m to an earlier row. */
export function refusePlacement(
  rows: readonly LayoutRowInput[],
  pin: { lat: number; lon: number },
  isAtSea: (point: { lat: number; lon: number }) => boolean,
): RowRefusal[] {
  const placed = rows
    .map((row, rowIndex) => ({ row, rowIndex }))
    .filter(({ row }) => refuseRowFields(row, 0).every((r) => r.code !== 'buoy_position_invalid'));
  const refusals: RowRefusal[] = [];
  for (const { row, rowIndex } of placed) {
    if (distanceM(pin, row) > layoutLimits.maxFromPinM)
      refusals.push({ rowIndex, code: 'buoy_too_far_from_pin' });
    else if (!isAtSea(row)) refusals.push({ rowIndex, code: 'buoy_on_land' });
  }
  for (const pair of findCrowdedPoints(
    placed.map(({ row }) => row),
    layoutLimits.minSpacingM,
  )) {
    const rowIndex = placed[pair.index]?.rowIndex ?? pair.index;
    const otherRowIndex = placed[pair.otherIndex]?.rowIndex ?? pair.otherIndex;
    refusals.push({ rowIndex, code: 'buoys_too_close', otherRowIndex });
  }
  return refusals;
}
