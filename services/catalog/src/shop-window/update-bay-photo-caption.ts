import { AppError, requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { LocalizedText } from '../bays/localized-text';
import { recordAudit } from '../audit/record-audit';
import type { CatalogTables } from '../catalog.tables';
import { isUuid } from '../validation/uuid';
import { findPhotos, updateCaption, type StoredPhoto } from './bay-photo.repository';
import { changeShopWindow } from './shop-window-change';
import { cleanLocalizedText, textLimits } from './shop-window-rules';

/** UpdateBayPhotoCaption: a photo's caption in the four languages; another bay's photo is `not_found`. */
export async function updateBayPhotoCaption(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: { caller: Caller; bayId: string; photoId: string; caption: Partial<LocalizedText> | undefined },
): Promise<StoredPhoto> {
  requireBayAccess(input.caller, input.bayId, 'manage');
  if (!isUuid(input.photoId)) throw new AppError('not_found');
  const caption = cleanLocalizedText(input.caption, textLimits.caption, 'caption_too_long');
  await changeShopWindow(db, deps, input.bayId, async (trx, bay) => {
    if (!(await updateCaption(trx, bay.id, input.photoId, caption))) throw new AppError('not_found');
    await recordAudit(trx, {
      bayId: bay.id,
      actor: input.caller,
      action: 'photo.caption',
      subject: { kind: 'photo', id: input.photoId },
      before: null,
      after: { caption },
      at: deps.now(),
    });
  });
  const photo = (await findPhotos(db, input.bayId)).find((candidate) => candidate.id === input.photoId);
  if (!photo) throw new AppError('not_found');
  return photo;
}
