import type { ColumnType } from 'kysely';

/** The boat of a confirmed booking, from BookingConfirmed's summary (issue 15 item 7). */
export interface BookingBoatTable {
  booking_id: string;
  boat_name: string;
  registration_number: string;
  recorded_at: ColumnType<Date, Date | undefined, never>;
}
