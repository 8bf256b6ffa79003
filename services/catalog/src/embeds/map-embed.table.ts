import type { ColumnType } from 'kysely';
import type { Locale } from '../bays/localized-text';

/** A partner's iframe map (/{locale}/map-embed/{uuid}). */
export interface MapEmbedTable {
  id: string;
  partner_name: string;
  /** Origins allowed to frame it (CSP frame-ancestors), e.g. https://sailing-club.example. */
  allowed_origins: string[];
  center_lat: number;
  center_lon: number;
  zoom: number;
  locale: Locale;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** The bays an embed shows; an embed without rows shows every bay in its viewport. */
export interface MapEmbedBayTable {
  embed_id: string;
  bay_id: string;
}
