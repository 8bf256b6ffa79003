import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '@moorline/kit';
import { photoFormats, protoValue } from '../../wire/enum-tables';
import { ErrorBody } from '../error-body';
import type { CatalogRouteDeps } from './catalog-route-deps';
import { PhotoFormat } from './catalog-schemas';

const error = ErrorBody.ref;
const image = { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) };

// The URL names the bytes (the hash in `v`), and a photo's variants never change: a browser or a
// CDN may keep each file for a year without asking again, and an edit never serves a stale one.
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * The bay photos' files (issue 15 item 8), public as the bay page is. They live in catalog's
 * database; this route is where caches in front of the platform absorb the reads.
 */
export function mediaRoutes({ catalog }: CatalogRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/v1/media/photos/:photoId/:width.:format',
      {
        schema: {
          tags: ['map'],
          summary: 'One resized variant of a bay photo',
          description:
            'Cached for a year (`immutable`): the `v` parameter is the start of the bytes’ SHA-256, and ' +
            'a `v` that does not match is 404, so no cache ever keeps other bytes under a URL. ' +
            '`If-None-Match` with the ETag answers 304.',
          params: Type.Object({
            photoId: Type.String({ format: 'uuid', maxLength: 36 }),
            width: Type.String({ pattern: '^[1-9][0-9]{0,4}$' }),
            format: PhotoFormat.ref,
          }),
          querystring: Type.Object({ v: Type.Optional(Type.String({ pattern: '^[0-9a-f]{1,64}$' })) }),
          response: {
            200: {
              description: 'The image, without any metadata',
              content: { 'image/webp': image, 'image/jpeg': image },
            },
            304: { description: 'The cached copy is current', type: 'null' },
            400: error,
            404: error,
            '5xx': error,
          },
        },
      },
      async (request, reply) => {
        const { photoId, width, format } = request.params;
        const file = await catalog.getBayPhotoFile({
          photoId,
          width: Number(width),
          format: protoValue(photoFormats, format) ?? 0,
        });
        const { v } = request.query;
        if (v !== undefined && !file.contentHash.startsWith(v)) throw new AppError('not_found');
        const etag = `"${file.contentHash}"`;
        reply
          .header('cache-control', FOREVER)
          .header('etag', etag)
          // The web app's pages are another origin: they may show these images.
          .header('cross-origin-resource-policy', 'cross-origin');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
        return reply.header('content-type', `image/${format}`).send(Buffer.from(file.content));
      },
    );
  };
}
