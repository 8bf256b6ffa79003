import { AppError, requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import type { CatalogTables } from '../catalog.tables';
import { isUuid } from '../validation/uuid';
import { deletePhoto, findPhotos, type StoredPhoto } from './bay-photo.repository';
import { changeShopWindow } from './shop-window-change';

/**
 * DeleteBayPhoto: the photo and its variants go; the photos after it move up. Its URLs then
 * answer 404; caches that kept them keep bytes nobody links to any more.
 */
export async function deleteBayPhoto(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: { caller: Caller; bayId: string; photoId: string },
): Promise<StoredPhoto[]> {
  requireBayAccess(input.caller, input.bayId, 'manage');
  if (!isUuid(input.photoId)) throw new AppError('not_found');
  await changeShopWindow(db, deps, input.bayId, async (trx, bay) => {
    if (!(await deletePhoto(trx, bay.id, input.photoId))) throw new AppError('not_found');
    await recordAudit(trx, {
      bayId: bay.id,
      actor: input.caller,
      action: 'photo.delete',
      subject: { kind: 'photo', id: input.photoId },
      before: { photo_id: input.photoId },
      after: null,
      at: deps.now(),
    });
  });
  return findPhotos(db, input.bayId);
}
