import type { KitTables } from '@moorline/kit';
import type { BookingTable } from './bookings/booking.table';
import type { PresenceCheckTable } from './check-in/presence-check.table';
import type { BoatTable } from './fleet/boat.table';
import type { WaitlistEntryTable, WaitlistOfferTable } from './waitlists/waitlist.table';

/** The booking database: the kit's tables plus the ones this service owns. */
export interface BookingTables extends KitTables {
  boats: BoatTable;
  bookings: BookingTable;
  presence_checks: PresenceCheckTable;
  waitlist_entries: WaitlistEntryTable;
  waitlist_offers: WaitlistOfferTable;
}
