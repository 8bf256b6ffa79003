import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { LocalizedText } from '../bays/localized-text';

export type PhotoFormat = 'webp' | 'jpeg';

/** A photo of a bay's gallery, uploaded by its manager (issue 15 item 8). */
export interface BayPhotoTable {
  id: Generated<string>;
  bay_id: string;
  /** Place in the gallery, 0 first; unique per bay (checked at commit). */
  position: number;
  caption: JSONColumnType<LocalizedText>;
  /** Of the largest variant. */
  width: number;
  height: number;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** One resized copy of a photo: its bytes and their SHA-256, which its URL carries. */
export interface BayPhotoVariantTable {
  photo_id: string;
  width: number;
  height: number;
  format: PhotoFormat;
  content: Buffer;
  content_hash: string;
  byte_size: ColumnType<number, never, never>;
}
