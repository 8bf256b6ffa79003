import { AppError, requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { findBayById } from '../bays/bay.repository';
import type { CatalogTables } from '../catalog.tables';
import { findPhotos } from './bay-photo.repository';

/** A bay's shop window as its page shows it: texts, video link, photos with their variants. */
export async function loadShopWindow(db: Kysely<CatalogTables>, bayId: string) {
  const bay = await findBayById(db, bayId);
  if (!bay) throw new AppError('not_found');
  return { bay, photos: await findPhotos(db, bayId) };
}

export type ShopWindowAnswer = Awaited<ReturnType<typeof loadShopWindow>>;

/** GetShopWindow: for the bay's manager only (issue 15: the shop window needs `manage`). */
export async function getShopWindow(
  db: Kysely<CatalogTables>,
  input: { caller: Caller; bayId: string },
): Promise<ShopWindowAnswer> {
  requireBayAccess(input.caller, input.bayId, 'manage');
  return loadShopWindow(db, input.bayId);
}
