import type { Caller } from '@moorline/kit';
import type { AuditEntry } from '../audit/record-audit';
import type { LayoutBuoyRow } from './bay-layout.repository';
import type { PlannedRow } from './layout-plan';

type Fields = Pick<LayoutBuoyRow, 'lat' | 'lon' | 'max_loa_cm' | 'hull_kinds' | 'management_kind'>;

const fieldsOf = (buoy: Fields) => ({
  lat: buoy.lat,
  lon: buoy.lon,
  max_loa_cm: buoy.max_loa_cm,
  hull_kinds: buoy.hull_kinds,
  management_kind: buoy.management_kind,
});

/**
 * The audit entry of a saved layout (issue 27 item 6): one per save, keyed by label, with only the
 * buoys it changed: before, those changed or removed as they were; after, those changed or added.
 */
export function layoutAuditEntry(
  bayId: string,
  actor: Caller,
  changes: { added: PlannedRow[]; updated: (PlannedRow & { id: string })[]; removedIds: string[] },
  existing: readonly LayoutBuoyRow[],
  at: Date,
): AuditEntry {
  const byId = new Map(existing.map((buoy) => [buoy.id, buoy]));
  const was = [...changes.updated.map((row) => row.id), ...changes.removedIds].flatMap(
    (id) => byId.get(id) ?? [],
  );
  const is = [...changes.updated, ...changes.added].map((row) => ({
    label: row.label,
    ...fieldsOf({
      ...row,
      max_loa_cm: row.maxLoaCm,
      hull_kinds: row.hullKinds,
      management_kind: row.managementKind,
    }),
  }));
  return {
    bayId,
    actor,
    action: 'buoy_layout.save',
    subject: { kind: 'bay', id: bayId },
    before: Object.fromEntries(was.map((buoy) => [buoy.label, fieldsOf(buoy)])),
    after: Object.fromEntries(is.map(({ label, ...fields }) => [label, fields])),
    at,
  };
}
