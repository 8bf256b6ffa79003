import { requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { buoyStatus, type BuoyStatusAnswer } from '../availability/buoy-status';
import type { CatalogTables } from '../catalog.tables';
import { findOperatorBuoys, type OperatorBuoyRow } from './operator-buoy.repository';

export interface OperatorBuoy extends OperatorBuoyRow {
  statusNow: BuoyStatusAnswer;
}

/** A buoy's status at this moment, the one the live map shows (the projection's rule). */
export function withStatusNow(row: OperatorBuoyRow): OperatorBuoy {
  const statusNow = buoyStatus(
    { managementKind: row.management_kind, serviceState: row.service_state },
    { offered: true, ends: row.occupancy },
  );
  return { ...row, statusNow };
}

/** ListOperatorBuoys (issue 15 item 7): one of the caller's bays' buoys, as its staff see them. */
export async function listOperatorBuoys(
  db: Kysely<CatalogTables>,
  caller: Caller,
  bayId: string,
): Promise<OperatorBuoy[]> {
  requireBayAccess(caller, bayId, 'view');
  const rows = await findOperatorBuoys(db, bayId);
  return rows.map(withStatusNow);
}
