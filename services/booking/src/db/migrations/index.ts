import type { Migrations } from '@moorline/kit';
import * as createBoats from './2026_11_23_2000_create_boats';
import * as createBookings from './2026_11_23_2200_create_bookings';
import * as addBookingContact from './2026_11_24_0900_add_booking_contact';
import * as addCheckIns from './2026_11_25_0400_add_check_ins';
import * as addBackOfficeIndexes from './2026_11_26_1000_add_back_office_indexes';
import * as addHoldLimits from './2026_11_27_2200_add_hold_limits';
import * as addBookingEmbed from './2026_11_28_0800_add_booking_embed';
import * as addBookingSkipper from './2026_11_28_1200_add_booking_skipper';
import * as allowPresenceBeforeDetails from './2026_11_28_1700_allow_presence_before_details';
import * as addBookingCancellationPolicy from './2026_11_28_1800_add_booking_cancellation_policy';
import * as allowUnknownBoatSizes from './2026_11_28_1900_allow_unknown_boat_sizes';
import * as addBookingCancellation from './2026_11_29_0500_add_booking_cancellation';
import * as addBookingVisits from './2026_11_29_0900_add_booking_visits';
import * as addWaitlists from './2026_11_29_1300_add_waitlists';

// Timestamped, never edited once landed (CONVENTIONS). The kit adds the outbox and
// processed-events tables before these.
export const bookingMigrations: Migrations = {
  '2026_11_23_2000_create_boats': createBoats,
  '2026_11_23_2200_create_bookings': createBookings,
  '2026_11_24_0900_add_booking_contact': addBookingContact,
  '2026_11_25_0400_add_check_ins': addCheckIns,
  '2026_11_26_1000_add_back_office_indexes': addBackOfficeIndexes,
  '2026_11_27_2200_add_hold_limits': addHoldLimits,
  '2026_11_28_0800_add_booking_embed': addBookingEmbed,
  '2026_11_28_1200_add_booking_skipper': addBookingSkipper,
  '2026_11_28_1700_allow_presence_before_details': allowPresenceBeforeDetails,
  '2026_11_28_1800_add_booking_cancellation_policy': addBookingCancellationPolicy,
  '2026_11_28_1900_allow_unknown_boat_sizes': allowUnknownBoatSizes,
  '2026_11_29_0500_add_booking_cancellation': addBookingCancellation,
  '2026_11_29_0900_add_booking_visits': addBookingVisits,
  '2026_11_29_1300_add_waitlists': addWaitlists,
};
