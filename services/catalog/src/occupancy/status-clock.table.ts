/** One row: up to when the status clock has announced bookings beginning and ending. */
export interface StatusClockTable {
  only_row: boolean;
  swept_until: Date;
}
