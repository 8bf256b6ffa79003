import type { Generated } from 'kysely';

/** How a presence check ended; only `present` opens a pass. */
export type PresenceVerdict = 'present' | 'too_far' | 'too_imprecise';

/** One presence check at a buoy (issue 14 item 2); the position itself is never stored. */
export interface PresenceCheckTable {
  id: Generated<string>;
  /** Null until a caller checks in with it: presence comes before personal details. */
  user_id: string | null;
  buoy_id: string;
  client_address: string;
  verdict: PresenceVerdict;
  distance_m: number;
  accuracy_m: number;
  checked_at: Generated<Date>;
  expires_at: Date;
}
