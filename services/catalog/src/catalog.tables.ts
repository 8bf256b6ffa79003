import type { KitTables } from '@moorline/kit';
import type { ConcessionApplicationTable, ConcessionDocumentTable } from './applications/application.table';
import type { AuditLogTable } from './audit/audit-log.table';
import type { BaySeasonTable } from './bay-setup/bay-season.table';
import type { BayImageTable, BayTable } from './bays/bay.table';
import type { BoatBrandTable, BoatModelTable } from './boats/boat-catalog.table';
import type { BuoyTable } from './buoys/buoy.table';
import type { MapEmbedBayTable, MapEmbedTable } from './embeds/map-embed.table';
import type { BookingOccupancyTable } from './occupancy/booking-occupancy.table';
import type { StatusClockTable } from './occupancy/status-clock.table';
import type { PlaceTable } from './places/place.table';
import type { BayPhotoTable, BayPhotoVariantTable } from './shop-window/bay-photo.table';
import type { BookingBoatTable } from './buoy-control/booking-boat.table';
import type { OperatorPaymentAccountTable } from './online-booking/operator-payment-account.table';

/** The catalog database: the kit's tables plus the ones this service owns. */
export interface CatalogTables extends KitTables {
  bays: BayTable;
  bay_images: BayImageTable;
  buoys: BuoyTable;
  map_embeds: MapEmbedTable;
  map_embed_bays: MapEmbedBayTable;
  boat_brands: BoatBrandTable;
  boat_models: BoatModelTable;
  places: PlaceTable;
  booking_occupancies: BookingOccupancyTable;
  status_clock: StatusClockTable;
  bay_photos: BayPhotoTable;
  bay_photo_variants: BayPhotoVariantTable;
  operator_payment_accounts: OperatorPaymentAccountTable;
  booking_boats: BookingBoatTable;
  concession_applications: ConcessionApplicationTable;
  concession_documents: ConcessionDocumentTable;
  audit_log: AuditLogTable;
  bay_seasons: BaySeasonTable;
}
