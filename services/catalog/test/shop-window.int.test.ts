import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1, eventsV1, operatorIdOfCompany, topics, type Role } from '@moorline/contracts';
import { forwardAccessToken, isAppError } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { insertBay, startCatalog, type RunningCatalog } from './support';

// Issue 15 item 8: the shop window a bay's manager edits, on the real catalog and PostgreSQL.

const TEST_OPERATOR = operatorIdOfCompany('Test operator d.o.o.');
const GPS_TAG = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];

const hasGpsTag = (exif: Buffer | undefined) =>
  exif !== undefined && GPS_TAG.some((tag) => exif.includes(tag));

/** A landscape JPEG from a phone held upright (EXIF orientation 6) that says where it was taken. */
async function phoneJpeg(width = 2400, height = 1600) {
  return sharp({ create: { width, height, channels: 3, background: '#2f6f9f' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'HarbourPhone', Model: 'HP 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '42/1 46/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '17/1 23/1 4/1',
      },
    })
    .toBuffer();
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 90, b: 160, alpha: 0.5 } } })
    .png()
    .toBuffer();

async function* uploadParts(bayId: string, file: Buffer, caption?: Partial<catalogV1.LocalizedText>) {
  yield { header: { bayId, caption: caption && { en: '', sl: '', hr: '', it: '', ...caption } } };
  for (let at = 0; at < file.length; at += 1024 * 1024) yield { chunk: file.subarray(at, at + 1024 * 1024) };
}

async function failureCode(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
  return 'succeeded';
}

describe('the shop window on the real catalog', () => {
  let catalog: RunningCatalog;
  let bay: { id: string; slug: string };
  let otherBay: { id: string; slug: string };
  let manager: ReturnType<typeof forwardAccessToken>;

  const staff = async (roles: Role[], bayIds: string[], operatorId = TEST_OPERATOR) =>
    forwardAccessToken(await catalog.tokens.bearer({ roles, operator: { operatorId, bayIds } }));

  const upload = (
    file: Buffer,
    options = manager,
    bayId = bay.id,
    caption?: Partial<catalogV1.LocalizedText>,
  ) => catalog.client.uploadBayPhoto(uploadParts(bayId, file, caption), options);

  beforeAll(async () => {
    catalog = await startCatalog();
    bay = await insertBay(catalog.db, {
      slug: 'shop-window-cove',
      lat: 43.1,
      lon: 16.1,
      buoys: [{ kind: 'digital' }],
    });
    otherBay = await insertBay(catalog.db, { slug: 'neighbour-cove', lat: 43.2, lon: 16.2, buoys: [] });
    manager = await staff(['manager'], [bay.id]);
  });
  afterAll(() => catalog.stop());

  describe('uploading a photo', () => {
    let photo: catalogV1.BayPhoto;
    let original: Buffer;

    beforeAll(async () => {
      original = await phoneJpeg();
      photo = (await upload(original, manager, bay.id, { en: 'The cove', hr: 'Uvala' }))
        .photo as catalogV1.BayPhoto;
    });

    it('when the test photo is made, then it carries GPS EXIF and a sideways orientation (the check below can fail)', async () => {
      const metadata = await sharp(original).metadata();
      expect(metadata.orientation).toBe(6);
      expect(hasGpsTag(metadata.exif)).toBe(true);
    });

    it('when a phone JPEG with GPS EXIF is uploaded, then every variant comes back upright without any metadata', async () => {
      expect(photo.caption).toEqual({ en: 'The cove', sl: '', hr: 'Uvala', it: '' });
      expect(photo.variants.map((variant) => [variant.width, variant.format])).toEqual([
        [480, catalogV1.PhotoFormat.PHOTO_FORMAT_WEBP],
        [480, catalogV1.PhotoFormat.PHOTO_FORMAT_JPEG],
        [960, catalogV1.PhotoFormat.PHOTO_FORMAT_WEBP],
        [960, catalogV1.PhotoFormat.PHOTO_FORMAT_JPEG],
        [1600, catalogV1.PhotoFormat.PHOTO_FORMAT_WEBP],
        [1600, catalogV1.PhotoFormat.PHOTO_FORMAT_JPEG],
      ]);
      // Orientation 6: the 2400 × 1600 sensor image is a portrait photo.
      expect({ width: photo.width, height: photo.height }).toEqual({ width: 1600, height: 2400 });
      for (const variant of photo.variants) {
        const file = await catalog.client.getBayPhotoFile({
          photoId: photo.photoId,
          width: variant.width,
          format: variant.format,
        });
        const metadata = await sharp(file.content).metadata();
        expect(metadata.format).toBe(
          variant.format === catalogV1.PhotoFormat.PHOTO_FORMAT_WEBP ? 'webp' : 'jpeg',
        );
        expect({ width: metadata.width, height: metadata.height }).toEqual({
          width: variant.width,
          height: variant.height,
        });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(file.content.includes(Buffer.from('Exif'))).toBe(false);
        expect(file.content.includes(Buffer.from('HarbourPhone'))).toBe(false);
        expect(file.contentHash).toBe(variant.contentHash);
        expect(file.content.length).toBe(variant.byteSize);
      }
    });

    it('when the bay page is asked for, then it shows the photo instead of its drawn pictures', async () => {
      const { bay: page } = await catalog.client.getBay({ slug: bay.slug });
      expect(page?.photos.map((shown) => shown.photoId)).toEqual([photo.photoId]);
      expect(page?.images).toEqual([]);
    });

    it('when a PNG with transparency is uploaded, then its JPEG variants are flattened and its WebP ones kept', async () => {
      const { photo: added } = await upload(await png(800, 600));
      expect(added?.position).toBe(1);
      expect(added?.variants.map((variant) => variant.width)).toEqual([480, 480, 800, 800]);
    });
  });

  describe('files that are no photo we take', () => {
    it('when the bytes are text, then photo_type_not_supported', async () => {
      expect(await failureCode(upload(Buffer.from('just some words, not a photo at all')))).toBe(
        'photo_type_not_supported',
      );
    });

    it('when the bytes start like a JPEG but are cut short, then photo_type_not_supported', async () => {
      const cut = (await phoneJpeg()).subarray(0, 600);
      expect(await failureCode(upload(cut))).toBe('photo_type_not_supported');
    });

    it('when an SVG is uploaded, then photo_type_not_supported', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700"/>');
      expect(await failureCode(upload(svg))).toBe('photo_type_not_supported');
    });

    it('when the file passes 15 MB, then photo_too_large', async () => {
      const large = Buffer.concat([await phoneJpeg(), Buffer.alloc(15 * 1024 * 1024)]);
      expect(await failureCode(upload(large))).toBe('photo_too_large');
    });

    it('when the photo is smaller than 640 × 480, then photo_too_small', async () => {
      expect(await failureCode(upload(await png(630, 480)))).toBe('photo_too_small');
    });

    it('when the photo has more than 12,000 pixels on a side, then photo_too_many_pixels', async () => {
      expect(await failureCode(upload(await png(12_001, 480)))).toBe('photo_too_many_pixels');
    });
  });

  describe('who may change it', () => {
    it.each([
      ['no token', 'unauthenticated', async () => forwardAccessToken(undefined)],
      ['a boater', 'forbidden', async () => forwardAccessToken(await catalog.tokens.bearer())],
      [
        'a concessionaire without the manager flag',
        'forbidden',
        async () => staff(['concessionaire'], [bay.id]),
      ],
      ['an employee', 'forbidden', async () => staff(['employee'], [bay.id])],
      [
        "another operator's manager",
        'not_found',
        async () => staff(['manager'], [otherBay.id], randomUUID()),
      ],
    ])('when %s edits the shop window, then %s and nothing changes', async (_who, code, options) => {
      const call = await options();
      const before = await catalog.client.getShopWindow({ bayId: bay.id }, manager);
      expect(await failureCode(catalog.client.getShopWindow({ bayId: bay.id }, call))).toBe(code);
      expect(await failureCode(upload(await png(800, 600), call))).toBe(code);
      expect(
        await failureCode(
          catalog.client.updateShopWindow(
            { bayId: bay.id, description: { en: 'Hijacked' }, videoUrl: '' },
            call,
          ),
        ),
      ).toBe(code);
      const firstPhoto = before.shopWindow?.photos[0]?.photoId ?? randomUUID();
      expect(
        await failureCode(catalog.client.deleteBayPhoto({ bayId: bay.id, photoId: firstPhoto }, call)),
      ).toBe(code);
      expect(await catalog.client.getShopWindow({ bayId: bay.id }, manager)).toEqual(before);
    });

    it("when a manager names another bay's photo under their own bay, then not_found", async () => {
      const theirs = await staff(['manager'], [otherBay.id]);
      const { photo } = await upload(await png(800, 600), theirs, otherBay.id);
      const photoId = photo?.photoId ?? '';
      expect(await failureCode(catalog.client.deleteBayPhoto({ bayId: bay.id, photoId }, manager))).toBe(
        'not_found',
      );
      expect(
        await failureCode(
          catalog.client.updateBayPhotoCaption({ bayId: bay.id, photoId, caption: { en: 'x' } }, manager),
        ),
      ).toBe('not_found');
      expect(
        (await catalog.client.getShopWindow({ bayId: otherBay.id }, theirs)).shopWindow?.photos,
      ).toHaveLength(1);
    });
  });

  describe('order, captions, deletion, texts and video', () => {
    let photoIds: string[];
    const ids = async () =>
      ((await catalog.client.getShopWindow({ bayId: bay.id }, manager)).shopWindow?.photos ?? []).map(
        (photo) => photo.photoId,
      );

    beforeAll(async () => {
      photoIds = await ids();
      while (photoIds.length < 3) {
        await upload(await png(700, 500));
        photoIds = await ids();
      }
    });

    it('when the photos are put in a new order, then the gallery and the bay page follow it', async () => {
      const reversed = [...photoIds].reverse();
      const { photos } = await catalog.client.reorderBayPhotos(
        { bayId: bay.id, photoIds: reversed },
        manager,
      );
      expect(photos.map((photo) => [photo.photoId, photo.position])).toEqual(
        reversed.map((id, index) => [id, index]),
      );
      expect(
        (await catalog.client.getBay({ slug: bay.slug })).bay?.photos.map((photo) => photo.photoId),
      ).toEqual(reversed);
      photoIds = reversed;
    });

    it('when an order leaves a photo out or names one twice, then photo_order_mismatch and the order stays', async () => {
      const [first = '', second = ''] = photoIds;
      for (const wrong of [
        photoIds.slice(1),
        [first, first, ...photoIds.slice(2)],
        [...photoIds, randomUUID()],
      ]) {
        expect(
          await failureCode(catalog.client.reorderBayPhotos({ bayId: bay.id, photoIds: wrong }, manager)),
        ).toBe('photo_order_mismatch');
      }
      expect((await ids()).slice(0, 2)).toEqual([first, second]);
    });

    it('when a caption is set in four languages, then each shows; past 200 characters it is caption_too_long', async () => {
      const photoId = photoIds[1] ?? '';
      const caption = { en: 'Sunset', sl: 'Sončni zahod', hr: 'Zalazak sunca', it: 'Tramonto' };
      const { photo } = await catalog.client.updateBayPhotoCaption(
        { bayId: bay.id, photoId, caption },
        manager,
      );
      expect(photo?.caption).toEqual(caption);
      expect(
        await failureCode(
          catalog.client.updateBayPhotoCaption(
            { bayId: bay.id, photoId, caption: { ...caption, it: 'x'.repeat(201) } },
            manager,
          ),
        ),
      ).toBe('caption_too_long');
    });

    it('when a photo is deleted, then the others close the gap and its files are gone', async () => {
      const [first = '', deleted = '', ...rest] = photoIds;
      const { photos } = await catalog.client.deleteBayPhoto({ bayId: bay.id, photoId: deleted }, manager);
      expect(photos.map((photo) => [photo.photoId, photo.position])).toEqual(
        [first, ...rest].map((id, index) => [id, index]),
      );
      expect(
        await failureCode(
          catalog.client.getBayPhotoFile({
            photoId: deleted,
            width: 480,
            format: catalogV1.PhotoFormat.PHOTO_FORMAT_WEBP,
          }),
        ),
      ).toBe('not_found');
      expect(
        await failureCode(catalog.client.deleteBayPhoto({ bayId: bay.id, photoId: deleted }, manager)),
      ).toBe('not_found');
      photoIds = [first, ...rest];
    });

    it('when texts and a YouTube link are saved, then the bay page has them at once, the link embedded without cookies', async () => {
      const description = {
        en: ' Calm cove.\r\n\r\nGood holding. ',
        sl: 'Mirna uvala.',
        hr: 'Mirna uvala.',
        it: 'Baia calma.',
      };
      const guestInformation = {
        en: 'Quiet after 22:00.',
        sl: 'Mir po 22.00.',
        hr: 'Mir nakon 22:00.',
        it: 'Silenzio dopo le 22.',
      };
      const { shopWindow } = await catalog.client.updateShopWindow(
        { bayId: bay.id, description, guestInformation, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
        manager,
      );
      expect(shopWindow?.description?.en).toBe('Calm cove.\n\nGood holding.');
      expect(shopWindow?.video).toEqual({
        provider: catalogV1.VideoProvider.VIDEO_PROVIDER_YOUTUBE,
        videoId: 'dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
      });
      const { bay: page } = await catalog.client.getBay({ slug: bay.slug });
      expect(page?.guestInformation).toEqual(guestInformation);
      expect(page?.video?.embedUrl).toContain('youtube-nocookie.com');
    });

    it('when the video link is another site or a text is too long, then refused and nothing changes', async () => {
      const before = await catalog.client.getShopWindow({ bayId: bay.id }, manager);
      const texts = {
        description: before.shopWindow?.description,
        guestInformation: before.shopWindow?.guestInformation,
      };
      expect(
        await failureCode(
          catalog.client.updateShopWindow(
            { bayId: bay.id, ...texts, videoUrl: 'https://example.com/bay.mp4' },
            manager,
          ),
        ),
      ).toBe('video_link_not_supported');
      expect(
        await failureCode(
          catalog.client.updateShopWindow(
            { bayId: bay.id, ...texts, description: { en: 'x'.repeat(5_001) }, videoUrl: '' },
            manager,
          ),
        ),
      ).toBe('text_too_long');
      expect(await catalog.client.getShopWindow({ bayId: bay.id }, manager)).toEqual(before);
    });

    it('when the video link is emptied, then the bay has no video', async () => {
      const { shopWindow } = await catalog.client.updateShopWindow(
        {
          bayId: bay.id,
          description: { en: 'Calm cove.' },
          guestInformation: { en: 'Quiet.' },
          videoUrl: ' ',
        },
        manager,
      );
      expect(shopWindow?.video).toBeUndefined();
      expect((await catalog.client.getBay({ slug: bay.slug })).bay?.videoUrl).toBe('');
    });
  });

  it('when the shop window changes, then each change wrote BayUpdated with the operator to the outbox and the topic', async () => {
    const rows = await catalog.db
      .selectFrom('outbox')
      .select(['payload', 'aggregate_id'])
      .where('event_type', '=', eventsV1.BayUpdated.$type)
      .where('aggregate_id', '=', bay.id)
      .execute();
    // Three photos, a reorder, a caption, a delete and two text saves: the refused calls wrote none.
    expect(rows.length).toBe(8);
    for (const row of rows) {
      expect(eventsV1.BayUpdated.decode(row.payload)).toEqual({
        bayId: bay.id,
        slug: bay.slug,
        operatorId: TEST_OPERATOR,
      });
    }
    const published = await catalog.readTopic(topics.catalog, rows.length);
    const ours = published.filter((message) => message.key?.toString() === bay.id);
    expect(ours.length).toBe(rows.length);
  });

  it('when a bay has no photo, then its page keeps its drawn pictures', async () => {
    await catalog.db
      .insertInto('bay_images')
      .values({
        bay_id: otherBay.id,
        position: 0,
        url: '/images/bays/neighbour-cove/1.png',
        caption: JSON.stringify({ en: 'Drawn', sl: 'Risba', hr: 'Crtež', it: 'Disegno' }),
      })
      .execute();
    const theirs = await staff(['manager'], [otherBay.id]);
    for (const photo of (await catalog.client.getShopWindow({ bayId: otherBay.id }, theirs)).shopWindow
      ?.photos ?? []) {
      await catalog.client.deleteBayPhoto({ bayId: otherBay.id, photoId: photo.photoId }, theirs);
    }
    const { bay: page } = await catalog.client.getBay({ slug: otherBay.slug });
    expect(page?.photos).toEqual([]);
    expect(page?.images.map((image) => image.url)).toEqual(['/images/bays/neighbour-cove/1.png']);
  });
});
