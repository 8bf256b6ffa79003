import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError, forwardAccessToken } from '@moorline/kit';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../error-body';
import { BayPhoto } from '../catalog/catalog-schemas';
import { bayPhotoJson } from '../catalog/catalog-json';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';
import { shopWindowJson } from './shop-window-json';
import {
  BayPhotoList,
  PhotoCaptionChange,
  PhotoOrder,
  ShopWindow,
  ShopWindowChange,
} from './shop-window-schemas';

const tags = ['back office'];
const error = ErrorBody.ref;
const refusals = { 400: error, 401: error, 403: error, 404: error, '5xx': error };
const uuid = Type.String({ format: 'uuid', maxLength: 36 });
const ShopWindowParams = Type.Object({ bayId: uuid });
const PhotoParams = Type.Object({ bayId: uuid, photoId: uuid });

/** The catalog's limit; the multipart parser stops reading past it. */
const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Chunks of the stream to catalog: well under gRPC's 4 MB message limit. */
const CHUNK_BYTES = 1024 * 1024;

const SEND_ONE_PHOTO = 'Send one photo as multipart/form-data';

/**
 * The uploaded file's bytes; past the limit `photo_too_large`; without a file, or a body the
 * multipart parser cannot read (no boundary, a broken part), `invalid_request`: the parser throws
 * plain errors for what the client sent, which would otherwise answer 500.
 */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 2 } });
    if (file === undefined) throw new AppError('invalid_request', SEND_ONE_PHOTO);
    return await file.toBuffer();
  } catch (failure) {
    if (failure instanceof AppError) throw failure;
    if (failure instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('photo_too_large');
    }
    throw new AppError('invalid_request', SEND_ONE_PHOTO);
  }
}

async function* uploadParts(bayId: string, file: Buffer) {
  yield { header: { bayId } };
  for (let at = 0; at < file.length; at += CHUNK_BYTES) yield { chunk: file.subarray(at, at + CHUNK_BYTES) };
}

/**
 * The shop window (issue 15 item 8): what the bay page shows of the bay's own making. Catalog
 * checks the bay against the forwarded token: only the bay's manager may (403 for anyone else of
 * the operator or a boater, 404 for another operator's bay, 401 without a token).
 */
export function shopWindowRoutes({ catalog }: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Only these routes read multipart bodies; nothing else of the API accepts them.
    await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
    const call = (request: FastifyRequest) => forwardAccessToken(request.headers.authorization);

    app.get(
      '/v1/concessionaires/bays/:bayId/shop-window',
      {
        schema: {
          tags,
          summary: 'A bay’s shop window for its manager: texts, video, photos',
          params: ShopWindowParams,
          response: { 200: ShopWindow.ref, ...refusals },
        },
      },
      async (request) => {
        const { shopWindow } = await catalog.getShopWindow({ bayId: request.params.bayId }, call(request));
        return shopWindowJson(shopWindow);
      },
    );

    app.put(
      '/v1/concessionaires/bays/:bayId/shop-window',
      {
        schema: {
          tags,
          summary: 'Set the description, guest information (four languages) and video link',
          description:
            'Texts of at most 5,000 characters per language (`text_too_long`); a YouTube or Vimeo link ' +
            'only (`video_link_not_supported`), or none. The bay page shows the change at once.',
          params: ShopWindowParams,
          body: ShopWindowChange.ref,
          response: { 200: ShopWindow.ref, ...refusals },
        },
      },
      async (request) => {
        const { shopWindow } = await catalog.updateShopWindow(
          {
            bayId: request.params.bayId,
            description: request.body.description,
            guestInformation: request.body.guest_information,
            videoUrl: request.body.video_url ?? '',
          },
          call(request),
        );
        return shopWindowJson(shopWindow);
      },
    );

    app.post(
      '/v1/concessionaires/bays/:bayId/photos',
      {
        schema: {
          tags,
          summary: 'Upload a photo (multipart/form-data, one file), added after the others',
          description:
            'A JPEG, PNG, WebP or AVIF file, judged by its content, not its name ' +
            '(`photo_type_not_supported`, 415); at most 15 MB (`photo_too_large`, 413); at least ' +
            '640 × 480 pixels (`photo_too_small`) and at most 50 megapixels, 12,000 on a side ' +
            '(`photo_too_many_pixels`); 24 photos a bay (`photo_limit_reached`, 409). Resized into ' +
            'WebP and JPEG variants, turned upright, every metadata field (GPS location included) removed.',
          consumes: ['multipart/form-data'],
          params: ShopWindowParams,
          response: { 201: BayPhoto.ref, ...refusals, 409: error, 413: error, 415: error },
        },
      },
      async (request, reply) => {
        const file = await uploadedFile(request);
        const { photo } = await catalog.uploadBayPhoto(uploadParts(request.params.bayId, file), {
          ...call(request),
          // A large photo takes a while to resize on a busy machine.
          deadline: 60_000,
        });
        if (!photo) throw new AppError('internal');
        return reply.status(201).send(bayPhotoJson(photo));
      },
    );

    app.patch(
      '/v1/concessionaires/bays/:bayId/photos/:photoId',
      {
        schema: {
          tags,
          summary: 'Set a photo’s caption in the four languages',
          params: PhotoParams,
          body: PhotoCaptionChange.ref,
          response: { 200: BayPhoto.ref, ...refusals },
        },
      },
      async (request) => {
        const { photo } = await catalog.updateBayPhotoCaption(
          { bayId: request.params.bayId, photoId: request.params.photoId, caption: request.body.caption },
          call(request),
        );
        if (!photo) throw new AppError('internal');
        return bayPhotoJson(photo);
      },
    );

    app.put(
      '/v1/concessionaires/bays/:bayId/photos/order',
      {
        schema: {
          tags,
          summary: 'Put the bay’s photos in a new order',
          params: ShopWindowParams,
          body: PhotoOrder.ref,
          response: { 200: BayPhotoList.ref, ...refusals },
        },
      },
      async (request) => {
        const { photos } = await catalog.reorderBayPhotos(
          { bayId: request.params.bayId, photoIds: request.body.photo_ids },
          call(request),
        );
        return { photos: photos.map(bayPhotoJson) };
      },
    );

    app.delete(
      '/v1/concessionaires/bays/:bayId/photos/:photoId',
      {
        schema: {
          tags,
          summary: 'Delete a photo; the ones after it move up',
          params: PhotoParams,
          response: { 200: BayPhotoList.ref, ...refusals },
        },
      },
      async (request) => {
        const { photos } = await catalog.deleteBayPhoto(
          { bayId: request.params.bayId, photoId: request.params.photoId },
          call(request),
        );
        return { photos: photos.map(bayPhotoJson) };
      },
    );
  };
}

/**
 * `order` is no photo id, so PATCH and DELETE on …/photos/order are methods the path does not
 * take: 405 with Allow, as for any other path, not a 400 about the id (schemathesis found it).
 * Registered beside the back office, not in it, so the answer does not wait for a token.
 */
export const photoOrderOtherMethods: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    method: ['PATCH', 'DELETE'],
    url: '/v1/concessionaires/bays/:bayId/photos/order',
    schema: { hide: true },
    handler: async (_request, reply) => {
      reply.header('allow', 'PUT');
      throw new AppError('method_not_allowed');
    },
  });
};
