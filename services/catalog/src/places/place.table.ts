import type { Generated } from 'kysely';
import type { CountryCode } from '../bays/bay.table';

export type PlaceKind = 'island' | 'town' | 'bay' | 'cape';

/** The gazetteer behind location search (issue 5, item 5). */
export interface PlaceTable {
  id: Generated<string>;
  name: string;
  search_name: string;
  kind: PlaceKind;
  country: CountryCode;
  /** Island or area that tells apart places of the same name (two Milnas). */
  region: string | null;
  lat: number;
  lon: number;
}
