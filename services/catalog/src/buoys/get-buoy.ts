import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { findBayById } from '../bays/bay.repository';
import { bayDetail } from '../bays/get-bay';
import type { CatalogTables } from '../catalog.tables';
import { isUuid } from '../validation/uuid';
import { findBuoyById } from './buoy.repository';

/** A buoy id the caller sent: a uuid of a buoy we have. */
export async function knownBuoy(db: Kysely<CatalogTables>, buoyId: string) {
  if (!isUuid(buoyId)) throw new AppError('invalid_request', 'Invalid buoy id');
  const buoy = await findBuoyById(db, buoyId);
  if (!buoy) throw new AppError('not_found', 'Buoy not found');
  return buoy;
}

/**
 * GetBuoy: one buoy and its whole bay, what booking's quotes and holds check a stay against.
 * Catalog data only: whether the buoy is free is the booking service's to know.
 */
export async function getBuoy(db: Kysely<CatalogTables>, buoyId: string) {
  const buoy = await knownBuoy(db, buoyId);
  const bay = await findBayById(db, buoy.bay_id);
  // The foreign key cascades deletes, so a buoy always has its bay; this only satisfies the type.
  if (!bay) throw new AppError('not_found', 'Buoy not found');
  return { buoy, bay: await bayDetail(db, bay) };
}
