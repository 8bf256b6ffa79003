import type { Generated } from 'kysely';

/** Spec §3 boat types. */
export type BoatType = 'powermonohull' | 'powermultihull' | 'sailmonohull' | 'sailmultihull';

export interface BoatBrandTable {
  id: Generated<string>;
  name: string;
  search_name: string;
}

export interface BoatModelTable {
  id: Generated<string>;
  brand_id: string;
  name: string;
  search_name: string;
  /** Lets the fleet form suggest the type once a model is chosen. */
  boat_type: BoatType;
  /** The builder's published sizes in centimetres, for the fleet form to fill in; null when unknown. */
  loa_cm: number | null;
  beam_cm: number | null;
  draft_cm: number | null;
}
