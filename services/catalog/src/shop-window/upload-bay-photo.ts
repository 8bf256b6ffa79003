import { AppError, requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { LocalizedText } from '../bays/localized-text';
import { recordAudit } from '../audit/record-audit';
import type { CatalogTables } from '../catalog.tables';
import { readAtMost } from '../validation/read-at-most';
import { countPhotos, findPhotos, insertPhoto, type StoredPhoto } from './bay-photo.repository';
import { photoLimits } from './photo-rules';
import { processPhoto } from './photo-variants';
import { changeShopWindow } from './shop-window-change';
import { cleanLocalizedText, textLimits } from './shop-window-rules';

async function assertRoomForOneMore(db: Kysely<CatalogTables>, bayId: string) {
  if ((await countPhotos(db, bayId)) >= photoLimits.perBay) throw new AppError('photo_limit_reached');
}

/**
 * UploadBayPhoto (issue 15 item 8): the manager's file is read (at most 15 MB), checked by its
 * content and pixel size, resized into the variants without metadata, and added after the bay's
 * last photo with BayUpdated. The resizing happens before the transaction: no lock waits on it.
 */
export async function uploadBayPhoto(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: {
    caller: Caller;
    bayId: string;
    caption: Partial<LocalizedText> | undefined;
    file: AsyncIterable<Uint8Array>;
  },
): Promise<StoredPhoto> {
  requireBayAccess(input.caller, input.bayId, 'manage');
  const caption = cleanLocalizedText(input.caption, textLimits.caption, 'caption_too_long');
  // Checked before the bytes are read too, so a full gallery does not cost a resize.
  await assertRoomForOneMore(db, input.bayId);
  const photo = await processPhoto(await readAtMost(input.file, photoLimits.maxBytes, 'photo_too_large'));
  const photoId = await changeShopWindow(db, deps, input.bayId, async (trx, bay) => {
    await assertRoomForOneMore(trx, bay.id);
    const photoId = await insertPhoto(trx, { bayId: bay.id, caption, ...photo });
    await recordAudit(trx, {
      bayId: bay.id,
      actor: input.caller,
      action: 'photo.upload',
      subject: { kind: 'photo', id: photoId },
      before: null,
      after: { caption, width: photo.width, height: photo.height },
      at: deps.now(),
    });
    return photoId;
  });
  const stored = (await findPhotos(db, input.bayId)).find((candidate) => candidate.id === photoId);
  if (!stored) throw new AppError('not_found');
  return stored;
}
