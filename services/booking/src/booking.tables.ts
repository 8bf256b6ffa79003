import type { KitTables } from '@moorline/kit';
import type { BookingTable } from './bookings/booking.table';
import type { BoatTable } from './fleet/boat.table';

/** The booking database: the kit's tables plus the ones this service owns. */
export interface BookingTables extends KitTables {
  boats: BoatTable;
  bookings: BookingTable;
}
