import type { catalogV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { deleteBayPhoto } from '../shop-window/delete-bay-photo';
import { getBayPhotoFile } from '../shop-window/get-bay-photo-file';
import { getShopWindow } from '../shop-window/get-shop-window';
import { reorderBayPhotos } from '../shop-window/reorder-bay-photos';
import { updateBayPhotoCaption } from '../shop-window/update-bay-photo-caption';
import { updateShopWindow } from '../shop-window/update-shop-window';
import { uploadBayPhoto } from '../shop-window/upload-bay-photo';
import {
  bayPhotoMessage,
  photoFormatFrom,
  photoFormatMessage,
  shopWindowMessage,
} from './shop-window-messages';
import { readUpload } from './upload-stream';

/** The CatalogService methods of the shop window, registered beside catalogGrpc's. */
export type ShopWindowMethods =
  | 'getShopWindow'
  | 'updateShopWindow'
  | 'uploadBayPhoto'
  | 'updateBayPhotoCaption'
  | 'reorderBayPhotos'
  | 'deleteBayPhoto'
  | 'getBayPhotoFile';

type ShopWindowHandlers = Pick<catalogV1.CatalogServiceImplementation, ShopWindowMethods>;

/** The shop window's handlers (issue 15 item 8); the caller comes from the forwarded token. */
export function shopWindowGrpc(
  db: Kysely<CatalogTables>,
  callers: CallerResolver,
  now: () => Date,
): ShopWindowHandlers {
  const deps = { now };
  return {
    async getShopWindow(request, context) {
      const caller = await callers.requireCaller(context);
      return { shopWindow: shopWindowMessage(await getShopWindow(db, { caller, bayId: request.bayId })) };
    },

    async updateShopWindow(request, context) {
      const answer = await updateShopWindow(db, deps, {
        caller: await callers.requireCaller(context),
        bayId: request.bayId,
        description: request.description,
        guestInformation: request.guestInformation,
        videoUrl: request.videoUrl,
      });
      return { shopWindow: shopWindowMessage(answer) };
    },

    async uploadBayPhoto(request, context) {
      const caller = await callers.requireCaller(context);
      const { header, chunks } = await readUpload(request);
      const photo = await uploadBayPhoto(db, deps, {
        caller,
        bayId: header.bayId,
        caption: header.caption,
        file: chunks,
      });
      return { photo: bayPhotoMessage(photo) };
    },

    async updateBayPhotoCaption(request, context) {
      const photo = await updateBayPhotoCaption(db, deps, {
        caller: await callers.requireCaller(context),
        bayId: request.bayId,
        photoId: request.photoId,
        caption: request.caption,
      });
      return { photo: bayPhotoMessage(photo) };
    },

    async reorderBayPhotos(request, context) {
      const photos = await reorderBayPhotos(db, deps, {
        caller: await callers.requireCaller(context),
        bayId: request.bayId,
        photoIds: request.photoIds,
      });
      return { photos: photos.map(bayPhotoMessage) };
    },

    async deleteBayPhoto(request, context) {
      const photos = await deleteBayPhoto(db, deps, {
        caller: await callers.requireCaller(context),
        bayId: request.bayId,
        photoId: request.photoId,
      });
      return { photos: photos.map(bayPhotoMessage) };
    },

    async getBayPhotoFile(request) {
      const file = await getBayPhotoFile(db, {
        photoId: request.photoId,
        width: request.width,
        format: photoFormatFrom(request.format),
      });
      return {
        content: file.content,
        format: photoFormatMessage(file.format),
        contentHash: file.content_hash,
      };
    },
  };
}
