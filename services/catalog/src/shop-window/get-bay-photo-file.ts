import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { isUuid } from '../validation/uuid';
import type { PhotoFormat } from './bay-photo.table';
import { findVariantFile } from './bay-photo.repository';

/** GetBayPhotoFile: one variant's bytes; public, as the bay page is. */
export async function getBayPhotoFile(
  db: Kysely<CatalogTables>,
  input: { photoId: string; width: number; format: PhotoFormat | null },
) {
  if (!isUuid(input.photoId) || input.format === null || !Number.isInteger(input.width) || input.width <= 0) {
    throw new AppError('not_found');
  }
  const file = await findVariantFile(db, input.photoId, input.width, input.format);
  if (!file) throw new AppError('not_found');
  return file;
}
