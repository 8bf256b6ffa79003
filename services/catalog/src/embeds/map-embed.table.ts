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
  theme: ColumnType<EmbedTheme, EmbedTheme | undefined, EmbedTheme>;
  /** The operator whose concessionaire made it; null for the platform's own (made by an admin). */
  operator_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type EmbedTheme = 'light' | 'dark';

/** The bays an embed shows; an embed without rows shows every bay in its viewport. */
export interface MapEmbedBayTable {
  embed_id: string;
  bay_id: string;
}
