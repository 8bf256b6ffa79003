import type { CancellationPolicy } from '@moorline/contracts';
import type { ColumnType, Generated } from 'kysely';

export const bookingStatuses = ['held', 'confirmed', 'expired', 'failed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Why a booking ended without a stay: the booking's `failure_code`. */
export type FailureCode =
  | 'hold_expired'
  | 'cancelled_by_boater'
  | 'payment_declined'
  | 'buoy_taken_before_payment'
  | 'stay_ended_before_payment'
  | (string & {});

export type StayKind = 'day' | 'night';

/** Who cancelled a paid booking (issue 30 item 2). */
export type CancelledBy = 'boater' | 'operator';

/** Why the bay's staff cancelled a booking (issue 30 item 2). */
export const operatorCancelReasons = ['weather', 'buoy_out_of_service', 'other'] as const;
export type OperatorCancelReason = (typeof operatorCancelReasons)[number];

/** The interface languages (spec §3 locale); a booking's emails and invoice use its own. */
export type BookingLanguage = 'en' | 'sl' | 'hr' | 'it';

/** One line of a price breakdown as stored (amounts in minor units, VAT included). */
export interface StoredPriceLine {
  kind: 'day_hours' | 'day_full' | 'night' | 'mooring_assistance' | 'trash_collection';
  quantity: number;
  unitMinor: number;
  amountMinor: number;
}

/** A price breakdown as stored with the booking: what the boater was quoted when holding. */
export interface StoredPrice {
  currency: string;
  lines: StoredPriceLine[];
  totalMinor: number;
  vatMinor: number;
  vatRateBasisPoints: number;
  fullDayOffered: boolean;
  fullDaySavingMinor: number;
}

export interface BookingTable {
  id: Generated<string>;
  user_id: string;
  idempotency_key: string;
  request_digest: string;
  status: BookingStatus;
  version: Generated<number>;
  bay_id: string;
  bay_slug: string;
  bay_name: string;
  time_zone: string;
  buoy_id: string;
  buoy_label: string;
  boat_id: string;
  boat_name: string;
  registration_number: string;
  stay_kind: StayKind;
  // Dates travel as 'YYYY-MM-DD' text: the pg type parser is set so (see the repository).
  from_date: string;
  to_date: string;
  // A tstzrange; written with the repository's `periodRange`, read back as its two ends.
  period: ColumnType<string, string, never>;
  mooring_assistance: boolean;
  trash_collection: boolean;
  price: ColumnType<StoredPrice, string, string>;
  /** The bay's cancellation policy when the hold was made (issue 30 item 1), kept as booked. */
  cancellation_policy: ColumnType<CancellationPolicy, string | undefined, never>;
  total_minor: number;
  currency: string;
  hold_expires_at: Date;
  failure_code: FailureCode | null;
  payment_id: string | null;
  search_text: string;
  language: ColumnType<BookingLanguage, BookingLanguage | undefined, BookingLanguage>;
  boater_email: Generated<string>;
  /** The skipper's name and phone as the hold's token gave them (issue 28 item 8); '' when none. */
  skipper_name: ColumnType<string, string | undefined, never>;
  skipper_phone: ColumnType<string, string | undefined, never>;
  /** Made at the buoy through its QR code (issue 14), starting when it was made. */
  walk_up: Generated<boolean>;
  /** When the boat checked in at the buoy; null until then. */
  checked_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Made by a walk-up guest without an account; a sign-up with its email takes it over. */
  guest: Generated<boolean>;
  /** The client address the BFF saw when the hold was made, for the rate of new holds. */
  client_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** The partner map embed the boater came through (issue 27 item 5); null when straight. */
  embed_id: ColumnType<string | null, string | null | undefined, never>;
  /** Issue 30 item 2: set, all together, exactly when the status is cancelled. */
  cancelled_at: ColumnType<Date | null, never, Date | null>;
  cancelled_by: ColumnType<CancelledBy | null, never, CancelledBy | null>;
  refund_minor: ColumnType<number | null, never, number | null>;
  /** The bay's reason and note for the boater; null unless the bay cancelled. */
  cancel_reason: ColumnType<OperatorCancelReason | null, never, OperatorCancelReason | null>;
  cancel_note: ColumnType<string | null, never, string | null>;
  /** Issue 30 item 3: the visit's first booking when this stay continues another; null: its own. */
  visit_id: ColumnType<string | null, string | null | undefined, never>;
  /** The caller's booking this stay continues (stay another night); null otherwise. */
  extends_booking_id: ColumnType<string | null, string | null | undefined, never>;
  /** The next night kept for the booker (a tstzrange) and until when; both null when none is kept. */
  next_night_period: ColumnType<string | null, string | null | undefined, never>;
  next_night_kept_until: ColumnType<Date | null, Date | null | undefined, never>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
