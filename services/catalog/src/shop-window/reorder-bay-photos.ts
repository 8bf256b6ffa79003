import { AppError, requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import type { CatalogTables } from '../catalog.tables';
import { findPhotoIds, findPhotos, setPositions, type StoredPhoto } from './bay-photo.repository';
import { changeShopWindow } from './shop-window-change';

const sameSet = (wanted: readonly string[], existing: readonly string[]) =>
  wanted.length === existing.length &&
  new Set(wanted).size === wanted.length &&
  existing.every((id) => wanted.includes(id));

/**
 * ReorderBayPhotos: the bay's photos in the order given, which must name each of them once
 * (a photo added or removed meanwhile makes it `photo_order_mismatch`, so nothing is lost).
 */
export async function reorderBayPhotos(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: { caller: Caller; bayId: string; photoIds: readonly string[] },
): Promise<StoredPhoto[]> {
  requireBayAccess(input.caller, input.bayId, 'manage');
  const wanted = input.photoIds.map((id) => id.toLowerCase());
  await changeShopWindow(db, deps, input.bayId, async (trx, bay) => {
    const order = await findPhotoIds(trx, bay.id);
    if (!sameSet(wanted, order)) throw new AppError('photo_order_mismatch');
    await setPositions(trx, bay.id, wanted);
    await recordAudit(trx, {
      bayId: bay.id,
      actor: input.caller,
      action: 'photo.reorder',
      subject: { kind: 'bay', id: bay.id },
      before: { photo_ids: order },
      after: { photo_ids: wanted },
      at: deps.now(),
    });
  });
  return findPhotos(db, input.bayId);
}
