import { sql, type Kysely } from 'kysely';
import type { LocalizedText } from '../bays/localized-text';
import type { CatalogTables } from '../catalog.tables';
import type { PhotoFormat } from './bay-photo.table';
import type { PhotoVariantFile } from './photo-variants';

type Db = Kysely<CatalogTables>;

const photoColumns = ['id', 'bay_id', 'position', 'caption', 'width', 'height'] as const;

// Everything about a variant but its bytes: lists never read the images themselves.
const variantColumns = ['photo_id', 'width', 'height', 'format', 'content_hash', 'byte_size'] as const;

/** The bay whose shop window changes, locked so its photos' positions change one writer at a time. */
export async function lockBay(db: Db, bayId: string) {
  return db
    .selectFrom('bays')
    .select(['id', 'slug', 'operator_id'])
    .where('id', '=', bayId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** Photos of the bays, in gallery order, each with its variants narrowest first. */
export async function findPhotosOfBays(db: Db, bayIds: readonly string[]) {
  if (bayIds.length === 0) return [];
  const photos = await db
    .selectFrom('bay_photos')
    .select(photoColumns)
    .where('bay_id', 'in', bayIds)
    .orderBy('bay_id')
    .orderBy('position')
    .execute();
  const variants =
    photos.length === 0
      ? []
      : await db
          .selectFrom('bay_photo_variants')
          .select(variantColumns)
          .where(
            'photo_id',
            'in',
            photos.map((photo) => photo.id),
          )
          .orderBy('width')
          .orderBy('format', 'desc')
          .execute();
  return photos.map((photo) => ({
    ...photo,
    variants: variants.filter((variant) => variant.photo_id === photo.id),
  }));
}

export type StoredPhoto = Awaited<ReturnType<typeof findPhotosOfBays>>[number];

export const findPhotos = (db: Db, bayId: string) => findPhotosOfBays(db, [bayId]);

export async function countPhotos(db: Db, bayId: string): Promise<number> {
  const { count } = await db
    .selectFrom('bay_photos')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('bay_id', '=', bayId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A new photo after the bay's last, with its variants. */
export async function insertPhoto(
  db: Db,
  photo: {
    bayId: string;
    caption: LocalizedText;
    width: number;
    height: number;
    variants: PhotoVariantFile[];
  },
) {
  const { id } = await db
    .insertInto('bay_photos')
    .values({
      bay_id: photo.bayId,
      position: sql<number>`(SELECT coalesce(max(position) + 1, 0) FROM bay_photos WHERE bay_id = ${photo.bayId})`,
      caption: JSON.stringify(photo.caption),
      width: photo.width,
      height: photo.height,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('bay_photo_variants')
    .values(
      photo.variants.map((variant) => ({
        photo_id: id,
        width: variant.width,
        height: variant.height,
        format: variant.format,
        content: variant.content,
        content_hash: variant.contentHash,
      })),
    )
    .execute();
  return id;
}

export async function updateCaption(db: Db, bayId: string, photoId: string, caption: LocalizedText) {
  const updated = await db
    .updateTable('bay_photos')
    .set({ caption: JSON.stringify(caption) })
    .where('bay_id', '=', bayId)
    .where('id', '=', photoId)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export async function findPhotoIds(db: Db, bayId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('bay_photos')
    .select('id')
    .where('bay_id', '=', bayId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.id);
}

/** Positions 0, 1, 2, … in the order given; the unique position is checked at commit. */
export async function setPositions(db: Db, bayId: string, photoIds: readonly string[]) {
  await sql`
    UPDATE bay_photos SET position = wanted.position - 1
    FROM unnest(${sql.val(photoIds)}::uuid[]) WITH ORDINALITY AS wanted (id, position)
    WHERE bay_photos.id = wanted.id AND bay_photos.bay_id = ${bayId}`.execute(db);
}

/** Removes a photo (its variants go with it) and closes the gap it leaves; false when none. */
export async function deletePhoto(db: Db, bayId: string, photoId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('bay_photos')
    .where('bay_id', '=', bayId)
    .where('id', '=', photoId)
    .returning('position')
    .executeTakeFirst();
  if (!deleted) return false;
  await db
    .updateTable('bay_photos')
    .set((eb) => ({ position: eb('position', '-', 1) }))
    .where('bay_id', '=', bayId)
    .where('position', '>', deleted.position)
    .execute();
  return true;
}

/** One variant's bytes, for the public media route. */
export async function findVariantFile(db: Db, photoId: string, width: number, format: PhotoFormat) {
  return db
    .selectFrom('bay_photo_variants')
    .select(['content', 'content_hash', 'format'])
    .where('photo_id', '=', photoId)
    .where('width', '=', width)
    .where('format', '=', format)
    .executeTakeFirst();
}

export async function updateBayTexts(
  db: Db,
  bayId: string,
  texts: { description: LocalizedText; guestInformation: LocalizedText; videoUrl: string | null; now: Date },
) {
  await db
    .updateTable('bays')
    .set({
      description: JSON.stringify(texts.description),
      guest_information: JSON.stringify(texts.guestInformation),
      video_url: texts.videoUrl,
      updated_at: texts.now,
    })
    .where('id', '=', bayId)
    .execute();
}

/** The texts the shop window edits, as the audit log shows them before and after a change. */
export function findBayTexts(db: Db, bayId: string) {
  return db
    .selectFrom('bays')
    .select(['description', 'guest_information', 'video_url'])
    .where('id', '=', bayId)
    .executeTakeFirstOrThrow();
}

export async function touchBay(db: Db, bayId: string, now: Date) {
  await db.updateTable('bays').set({ updated_at: now }).where('id', '=', bayId).execute();
}
