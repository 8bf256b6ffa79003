import { requireOperatorStaff, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { onlineBooking, type OnlineBooking } from '../online-booking/online-booking';
import { isUuid } from '../validation/uuid';
import { findOperatorBays, type OperatorBayRow } from './operator-bay.repository';

export interface OperatorBay extends OperatorBayRow {
  onlineBooking: OnlineBooking;
}

/**
 * ListOperatorBays (issue 15 item 2): the bays the caller's operator runs, as the verified token
 * names them (never a request field), with their buoys and whether boaters can book them online.
 */
export async function listOperatorBays(db: Kysely<CatalogTables>, caller: Caller): Promise<OperatorBay[]> {
  requireOperatorStaff(caller);
  const rows = await findOperatorBays(db, caller.bayIds.filter(isUuid));
  return rows.map((row) => ({ ...row, onlineBooking: onlineBooking(row.payment_account_ready) }));
}
