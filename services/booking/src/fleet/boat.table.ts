import type { Generated } from 'kysely';

/** Spec §3 boat types, as stored. */
export const boatTypes = ['powermonohull', 'powermultihull', 'sailmonohull', 'sailmultihull'] as const;
export type BoatType = (typeof boatTypes)[number];

export interface BoatTable {
  id: Generated<string>;
  owner_user_id: string;
  name: string;
  brand: string;
  model: string;
  brand_id: string | null;
  model_id: string | null;
  custom_brand_model: boolean;
  boat_type: BoatType;
  registration_number: string;
  loa_cm: number;
  /** Null when the boater did not know it (issue 28 item 4). */
  beam_cm: number | null;
  draft_cm: number | null;
  idempotency_key: string;
  request_digest: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}
