import { AppError, requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { isUuid } from '../validation/uuid';
import { findLayoutBay, findLayoutBuoys, type LayoutBay, type LayoutBuoyRow } from './bay-layout.repository';

/** GetBayLayout (issue 27 item 3): the pin and every buoy of one of the caller's bays. */
export async function getBayLayout(
  db: Kysely<CatalogTables>,
  caller: Caller,
  bayId: string,
): Promise<{ bay: LayoutBay; buoys: LayoutBuoyRow[] }> {
  requireBayAccess(caller, bayId, 'view');
  if (!isUuid(bayId)) throw new AppError('not_found');
  const bay = await findLayoutBay(db, bayId);
  if (!bay) throw new AppError('not_found');
  return { bay, buoys: await findLayoutBuoys(db, bayId) };
}
