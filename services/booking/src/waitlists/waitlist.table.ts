import type { ColumnType, Generated } from 'kysely';
import type { BookingLanguage, StayKind } from '../bookings/booking.table';

export type WaitlistEntryState = 'waiting' | 'offered' | 'booked' | 'left' | 'ended';
export type WaitlistOfferState = 'open' | 'taken' | 'lapsed' | 'withdrawn';

/** A boater in line for a stay at a full bay (issue 30 item 4). */
export interface WaitlistEntryTable {
  id: Generated<string>;
  user_id: string;
  boater_email: string;
  language: BookingLanguage;
  bay_id: string;
  bay_slug: string;
  bay_name: string;
  time_zone: string;
  stay_kind: StayKind;
  // 'YYYY-MM-DD' on the way in; read back with to_char (see the repository).
  from_date: string;
  to_date: string;
  // A tstzrange written with `periodRange`, read back as its two ends.
  period: ColumnType<string, string, never>;
  boat_id: string;
  boat_name: string;
  /** The boat's fit as it was when joining: the offer engine decides on these. */
  loa_cm: number;
  multihull: boolean;
  joined_at: Generated<Date>;
  state: Generated<WaitlistEntryState>;
  updated_at: Generated<Date>;
}

/** A freed buoy kept for one entry until `kept_until`. */
export interface WaitlistOfferTable {
  id: Generated<string>;
  entry_id: string;
  user_id: string;
  bay_id: string;
  buoy_id: string;
  buoy_label: string;
  period: ColumnType<string, string, never>;
  kept_until: Date;
  state: Generated<WaitlistOfferState>;
  made_at: Generated<Date>;
  ended_at: ColumnType<Date | null, never, Date | null>;
}
