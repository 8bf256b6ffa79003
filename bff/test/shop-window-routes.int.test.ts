import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { operatorIdOfCompany, type Role } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { insertBay } from '../../services/catalog/test/support';
import { multipartFile, startShopWindowStack, type ShopWindowStack } from './support/shop-window-stack';

// Issue 15 item 8 through the BFF: the manager's upload as a browser sends it, the shop window
// routes, and the public media route the bay page's images come from.

const TEST_OPERATOR = operatorIdOfCompany('Test operator d.o.o.');

type Variant = { width: number; height: number; format: string; url: string; byte_size: number };
type Photo = { photo_id: string; position: number; variants: Variant[] };

const gpsJpeg = () =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#1d5f8a' } })
    .jpeg()
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '42/1 46/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '17/1 23/1 4/1',
      },
    })
    .toBuffer();

describe('/api/v1 shop window and media on the real catalog', () => {
  let stack: ShopWindowStack;
  let bay: { id: string; slug: string };
  let managerAuth: string;

  const bearer = (roles: Role[], bayIds: string[], operatorId = TEST_OPERATOR) =>
    stack.tokens.bearer({ roles, operator: { operatorId, bayIds } });

  const postPhotoBody = (
    payload: string | Buffer,
    contentType: string,
    authorization = managerAuth,
    bayId = bay.id,
  ) =>
    stack.app.inject({
      method: 'POST',
      url: `/api/v1/concessionaires/bays/${bayId}/photos`,
      payload,
      headers: { authorization, 'content-type': contentType },
    });

  const upload = (
    file: Buffer,
    fileName: string,
    type: string,
    authorization = managerAuth,
    bayId = bay.id,
  ) => {
    const body = multipartFile(file, fileName, type);
    return postPhotoBody(body.payload, body.contentType, authorization, bayId);
  };

  const call = (
    method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    authorization = managerAuth,
  ) =>
    stack.app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      headers: authorization ? { authorization } : {},
    });

  /** A variant's URL is relative to the API base, as the web app joins it. */
  const media = (url: string) => stack.app.inject({ method: 'GET', url: `/api${url}` });

  beforeAll(async () => {
    stack = await startShopWindowStack();
    bay = await insertBay(stack.catalogDb, { slug: 'media-cove', lat: 43.3, lon: 16.3, buoys: [] });
    managerAuth = await bearer(['manager'], [bay.id]);
  });
  afterAll(() => stack.stop());

  describe('an upload and its files', () => {
    let photo: Photo;

    beforeAll(async () => {
      const answer = await upload(await gpsJpeg(), 'IMG_2041.JPG', 'image/jpeg');
      expect(answer.statusCode).toBe(201);
      photo = answer.json();
    });

    it('when the manager uploads a photo, then it answers its variants with content-hashed URLs', () => {
      expect(photo.position).toBe(0);
      expect(photo.variants.map((variant) => `${variant.width}.${variant.format}`)).toEqual([
        '480.webp',
        '480.jpeg',
        '960.webp',
        '960.jpeg',
        '1600.webp',
        '1600.jpeg',
      ]);
      for (const variant of photo.variants) {
        expect(variant.url).toMatch(
          new RegExp(
            `^/v1/media/photos/${photo.photo_id}/${variant.width}\\.${variant.format}\\?v=[0-9a-f]{16}$`,
          ),
        );
      }
    });

    it('when a variant is fetched, then it is the image, cached for a year as immutable, without EXIF', async () => {
      for (const variant of photo.variants) {
        const answer = await media(variant.url);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe(`image/${variant.format}`);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.rawPayload.length).toBe(variant.byte_size);
        const metadata = await sharp(answer.rawPayload).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.width).toBe(variant.width);
      }
    });

    it('when the browser asks again with its ETag, then 304 without the bytes', async () => {
      const [variant] = photo.variants;
      const first = await media(variant?.url ?? '');
      const again = await stack.app.inject({
        method: 'GET',
        url: `/api${variant?.url ?? ''}`,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('when the hash in the URL is not the bytes’, or the variant does not exist, then 404', async () => {
      const base = `/v1/media/photos/${photo.photo_id}`;
      expect((await media(`${base}/480.webp?v=0000000000000000`)).statusCode).toBe(404);
      expect((await media(`${base}/500.webp`)).statusCode).toBe(404);
      expect((await media(`/v1/media/photos/${randomUUID()}/480.webp`)).statusCode).toBe(404);
      expect((await media(`${base}/480.gif`)).statusCode).toBe(400);
    });

    it('when a visitor opens the bay page, then the photo is there with its variants', async () => {
      const answer = await call('GET', `/bays/${bay.slug}`, undefined, '');
      expect(answer.statusCode).toBe(200);
      expect(answer.json().photos).toEqual([photo]);
      expect(answer.json().images).toEqual([]);
    });
  });

  describe('files refused', () => {
    it('when a text file is named photo.jpg and sent as image/jpeg, then 415 photo_type_not_supported', async () => {
      const answer = await upload(
        Buffer.from('Dear manager, this is not a photo.'),
        'photo.jpg',
        'image/jpeg',
      );
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toEqual({
        code: 'photo_type_not_supported',
        message: 'Upload a JPEG, PNG, WebP or AVIF photo',
      });
    });

    it('when the file passes 15 MB, then 413 photo_too_large', async () => {
      const large = Buffer.concat([await gpsJpeg(), Buffer.alloc(15 * 1024 * 1024)]);
      const answer = await upload(large, 'huge.jpg', 'image/jpeg');
      expect(answer.statusCode).toBe(413);
      expect(answer.json().code).toBe('photo_too_large');
    });

    it('when the body has no file, then 400', async () => {
      const answer = await postPhotoBody('--x--\r\n', 'multipart/form-data; boundary=x');
      expect(answer.statusCode).toBe(400);
    });

    it('when the multipart body names no boundary, then 400 invalid_request, not a server error', async () => {
      const answer = await postPhotoBody('no parts here', 'multipart/form-data');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: 'invalid_request', message: expect.any(String) });
    });
  });

  describe('who may', () => {
    it.each([
      ['nobody signed in', 401, async () => ''],
      ['a boater', 403, async () => stack.tokens.bearer()],
      ['a concessionaire without the manager flag', 403, async () => bearer(['concessionaire'], [bay.id])],
      ["another operator's manager", 404, async () => bearer(['manager'], [randomUUID()], randomUUID())],
    ])('when %s uploads or edits, then %i', async (_who, status, authorization) => {
      const auth = await authorization();
      expect((await upload(await gpsJpeg(), 'a.jpg', 'image/jpeg', auth)).statusCode).toBe(status);
      expect(
        (await call('GET', `/concessionaires/bays/${bay.id}/shop-window`, undefined, auth)).statusCode,
      ).toBe(status);
      const change = {
        description: { en: 'x', sl: '', hr: '', it: '' },
        guest_information: { en: '', sl: '', hr: '', it: '' },
        video_url: null,
      };
      expect(
        (await call('PUT', `/concessionaires/bays/${bay.id}/shop-window`, change, auth)).statusCode,
      ).toBe(status);
    });
  });

  describe('editing', () => {
    let ids: string[];

    beforeAll(async () => {
      for (let count = 0; count < 2; count += 1) {
        expect((await upload(await gpsJpeg(), `more-${count}.jpg`, 'image/jpeg')).statusCode).toBe(201);
      }
      const window = (await call('GET', `/concessionaires/bays/${bay.id}/shop-window`)).json();
      ids = window.photos.map((photo: Photo) => photo.photo_id);
    });

    it('when the manager reorders, captions and deletes, then each answers the new state', async () => {
      const reversed = [...ids].reverse();
      const order = await call('PUT', `/concessionaires/bays/${bay.id}/photos/order`, {
        photo_ids: reversed,
      });
      expect(order.statusCode).toBe(200);
      expect(order.json().photos.map((photo: Photo) => photo.photo_id)).toEqual(reversed);

      const caption = { en: 'Evening', sl: 'Večer', hr: 'Večer', it: 'Sera' };
      const captioned = await call('PATCH', `/concessionaires/bays/${bay.id}/photos/${reversed[0]}`, {
        caption,
      });
      expect(captioned.statusCode).toBe(200);
      expect(captioned.json().caption).toEqual(caption);

      const deleted = await call('DELETE', `/concessionaires/bays/${bay.id}/photos/${reversed[1]}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().photos.map((photo: Photo) => photo.photo_id)).toEqual([reversed[0], reversed[2]]);

      const mismatch = await call('PUT', `/concessionaires/bays/${bay.id}/photos/order`, {
        photo_ids: [reversed[0]],
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().code).toBe('photo_order_mismatch');
    });

    it('when the texts and a Vimeo link are saved, then the public bay page has them at once', async () => {
      const texts = {
        description: { en: 'A calm cove.', sl: 'Mirna uvala.', hr: 'Mirna uvala.', it: 'Una baia calma.' },
        guest_information: { en: 'Quiet.', sl: 'Tiho.', hr: 'Tiho.', it: 'Silenzio.' },
        video_url: 'https://vimeo.com/76979871',
      };
      const saved = await call('PUT', `/concessionaires/bays/${bay.id}/shop-window`, texts);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().video).toEqual({
        provider: 'vimeo',
        video_id: '76979871',
        url: 'https://vimeo.com/76979871',
        embed_url: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
      });
      const page = (await call('GET', `/bays/${bay.slug}`, undefined, '')).json();
      expect(page.description).toEqual(texts.description);
      expect(page.video_url).toBe('https://vimeo.com/76979871');
      expect(page.video.embed_url).toContain('dnt=1');

      const refused = await call('PUT', `/concessionaires/bays/${bay.id}/shop-window`, {
        ...texts,
        video_url: 'https://example.com/v.mp4',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('video_link_not_supported');
    });
  });
});
