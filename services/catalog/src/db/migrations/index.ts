import type { Migrations } from '@moorline/kit';
import * as createBays from './2026_11_22_1400_create_bays';
import * as createBuoys from './2026_11_22_1401_create_buoys';
import * as createMapEmbeds from './2026_11_22_1402_create_map_embeds';
import * as createBoatBrandsAndModels from './2026_11_22_1403_create_boat_brands_and_models';
import * as createPlaces from './2026_11_22_1404_create_places';
import * as addBuoyQrSlugs from './2026_11_22_1500_add_buoy_qr_slugs';
import * as createBookingOccupancies from './2026_11_22_1501_create_booking_occupancies';
import * as addStatusClock from './2026_11_22_1700_add_status_clock';
import * as addBayOperatorId from './2026_11_24_0900_add_bay_operator_id';
import * as addBayCheckInRadius from './2026_11_25_0400_add_bay_check_in_radius';
import * as createBayPhotos from './2026_11_26_1000_create_bay_photos';
import * as addBuoyOutOfServiceDetails from './2026_11_26_1100_add_buoy_out_of_service_details';
import * as createOperatorPaymentAccounts from './2026_11_26_1101_create_operator_payment_accounts';
import * as createBookingBoats from './2026_11_26_1102_create_booking_boats';
import * as createConcessionApplications from './2026_11_28_0100_create_concession_applications';
import * as addBayStatusAndConcession from './2026_11_28_0101_add_bay_status_and_concession';
import * as deferBuoyLabelUniqueness from './2026_11_28_0200_defer_buoy_label_uniqueness';
import * as createAuditLog from './2026_11_28_0300_create_audit_log';
import * as createBaySeasons from './2026_11_28_0301_create_bay_seasons';
import * as addEmbedOwnerAndTheme from './2026_11_28_0600_add_embed_owner_and_theme';
import * as addSellerDetails from './2026_11_28_0900_add_seller_details';
import * as addBayCancellationPolicy from './2026_11_28_1800_add_bay_cancellation_policy';
import * as addBoatModelDimensions from './2026_11_28_2200_add_boat_model_dimensions';
import * as addCancelledOccupancy from './2026_11_29_0500_add_cancelled_occupancy';
import * as addBayKeepNextNight from './2026_11_29_0900_add_bay_keep_next_night';
import * as addKeptNightOccupancy from './2026_11_29_0901_add_kept_night_occupancy';

// Timestamped, never edited once landed (CONVENTIONS). The kit adds the outbox and
// processed-events tables before these.
export const catalogMigrations: Migrations = {
  '2026_11_22_1400_create_bays': createBays,
  '2026_11_22_1401_create_buoys': createBuoys,
  '2026_11_22_1402_create_map_embeds': createMapEmbeds,
  '2026_11_22_1403_create_boat_brands_and_models': createBoatBrandsAndModels,
  '2026_11_22_1404_create_places': createPlaces,
  '2026_11_22_1500_add_buoy_qr_slugs': addBuoyQrSlugs,
  '2026_11_22_1501_create_booking_occupancies': createBookingOccupancies,
  '2026_11_22_1700_add_status_clock': addStatusClock,
  '2026_11_24_0900_add_bay_operator_id': addBayOperatorId,
  '2026_11_25_0400_add_bay_check_in_radius': addBayCheckInRadius,
  '2026_11_26_1000_create_bay_photos': createBayPhotos,
  '2026_11_26_1100_add_buoy_out_of_service_details': addBuoyOutOfServiceDetails,
  '2026_11_26_1101_create_operator_payment_accounts': createOperatorPaymentAccounts,
  '2026_11_26_1102_create_booking_boats': createBookingBoats,
  '2026_11_28_0100_create_concession_applications': createConcessionApplications,
  '2026_11_28_0101_add_bay_status_and_concession': addBayStatusAndConcession,
  '2026_11_28_0200_defer_buoy_label_uniqueness': deferBuoyLabelUniqueness,
  '2026_11_28_0300_create_audit_log': createAuditLog,
  '2026_11_28_0301_create_bay_seasons': createBaySeasons,
  '2026_11_28_0600_add_embed_owner_and_theme': addEmbedOwnerAndTheme,
  '2026_11_28_0900_add_seller_details': addSellerDetails,
  '2026_11_28_1800_add_bay_cancellation_policy': addBayCancellationPolicy,
  '2026_11_28_2200_add_boat_model_dimensions': addBoatModelDimensions,
  '2026_11_29_0500_add_cancelled_occupancy': addCancelledOccupancy,
  '2026_11_29_0900_add_bay_keep_next_night': addBayKeepNextNight,
  '2026_11_29_0901_add_kept_night_occupancy': addKeptNightOccupancy,
};
