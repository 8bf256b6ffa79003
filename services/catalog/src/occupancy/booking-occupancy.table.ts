import type { ColumnType } from 'kysely';

/** What booking's last applied event said of a booking (spec §3 booking; ARCHITECTURE §4). */
export type OccupancyState = 'held' | 'confirmed' | 'expired' | 'failed' | 'cancelled';

/** The states in which a booking occupies its buoy for its period. */
export const occupyingStates: readonly OccupancyState[] = ['held', 'confirmed'];

export interface BookingOccupancyTable {
  booking_id: string;
  /** The booking's `version` of the last event applied; older or equal ones are ignored. */
  version: number;
  state: OccupancyState;
  bay_id: string;
  buoy_id: string;
  /** Half-open tstzrange; written with tstzrange(start, end, '[)'), read with lower()/upper(). */
  period: string;
  /** Issue 30 item 3: the next night kept for the booker of a confirmed stay, and until when. */
  kept_night: ColumnType<string | null, string | null | undefined, string | null>;
  kept_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
