import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { LocalizedText } from './localized-text';

export type HullKind = 'mono' | 'multi';
export type CountryCode = 'SI' | 'HR' | 'IT';
/** A draft bay (from an approved application) is being set up; a hidden one is off the map (issue 27). */
export type BayStatus = 'draft' | 'live' | 'hidden';

type LocalizedColumn = JSONColumnType<LocalizedText>;

/** A buoyfield (spec §3 bay). Prices are integer cents incl. VAT (ARCHITECTURE §5). */
export interface BayTable {
  id: Generated<string>;
  slug: string;
  name: string;
  /** Accent-free lower-case name for location search (see normaliseSearchText). */
  search_name: string;
  country: CountryCode;
  description: LocalizedColumn;
  guest_information: LocalizedColumn;
  lat: number;
  lon: number;
  /** Optional GeoJSON geometry of the bay's shore, for the small map. */
  coastline: JSONColumnType<object | null, string | null, string | null>;
  time_zone: string;
  operator_name: string;
  company_name: string;
  /** The company's registered address and tax number (digits, no country prefix), for invoices. */
  company_address: ColumnType<string, string | undefined, string>;
  company_tax_number: ColumnType<string, string | undefined, string>;
  /** Derived from company_name by the database (see its migration). */
  operator_id: ColumnType<string, never, never>;
  /** How close to a buoy a QR check-in must be, metres; NULL: the booking service's default. */
  check_in_radius_m: ColumnType<number | null, number | null | undefined, number | null>;
  contact_phone: string | null;
  contact_email: string | null;
  contact_website: string | null;
  max_loa_cm: number;
  hull_kinds: HullKind[];
  day_stay_available: boolean;
  /** Local times in the bay's time zone, 'HH:MM:SS'. */
  day_check_in: string | null;
  day_check_out: string | null;
  night_stay_available: boolean;
  night_check_in: string | null;
  night_check_out: string | null;
  currency: 'EUR';
  day_price_per_hour_cents: number | null;
  day_price_full_day_cents: number | null;
  night_price_cents: number | null;
  vat_rate_basis_points: number;
  mooring_assistance_offered: boolean;
  mooring_assistance_price_cents: number | null;
  trash_collection_offered: boolean;
  trash_collection_price_cents: number | null;
  trash_collection_time: string | null;
  /** The cancellation policy (issue 30 item 1); the migration's defaults until the bay sets one. */
  cancel_night_days_before: ColumnType<number, number | undefined, number>;
  /** Local time in the bay's time zone, 'HH:MM:SS'. */
  cancel_night_until_time: ColumnType<string, string | undefined, string>;
  cancel_late_refund_percent: ColumnType<number, number | undefined, number>;
  cancel_day_hours_before: ColumnType<number, number | undefined, number>;
  /** Issue 30 item 3: the night after a booked night stay is kept for its boat until 09:00. */
  keep_next_night: ColumnType<boolean, boolean | undefined, boolean>;
  video_url: string | null;
  status: ColumnType<BayStatus, BayStatus | undefined, BayStatus>;
  /** The concession the bay runs under (issue 27 item 1); null for bays from before applications. */
  concession_number: string | null;
  /** Written 'YYYY-MM-DD'; the driver reads a date as a Date at the server's midnight: cast to text. */
  concession_valid_from: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  concession_valid_until: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface BayImageTable {
  id: Generated<string>;
  bay_id: string;
  position: number;
  url: string;
  caption: LocalizedColumn;
}
