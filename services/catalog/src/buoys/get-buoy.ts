import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { findSeasons } from '../bay-setup/bay-season.repository';
import type { CatalogTables } from '../catalog.tables';
import { isUuid } from '../validation/uuid';
import { findBuoyById } from './buoy.repository';
import { findBuoyWithBay } from './buoy-with-bay.repository';

/** A buoy id the caller sent: a uuid of a buoy we have. */
export async function knownBuoy(db: Kysely<CatalogTables>, buoyId: string) {
  if (!isUuid(buoyId)) throw new AppError('invalid_request', 'Invalid buoy id');
  const buoy = await findBuoyById(db, buoyId);
  if (!buoy) throw new AppError('not_found', 'Buoy not found');
  return buoy;
}

/**
 * GetBuoy: one buoy and its whole bay, what booking's quotes and holds check a stay against.
 * Catalog data only: whether the buoy is free is the booking service's to know.
 */
export async function getBuoy(db: Kysely<CatalogTables>, buoyId: string) {
  if (!isUuid(buoyId)) throw new AppError('invalid_request', 'Invalid buoy id');
  const row = await findBuoyWithBay(db, buoyId);
  if (!row) throw new AppError('not_found', 'Buoy not found');
  // The row is the bay's, with the buoy's columns, gallery and counts beside them.
  const { images, digital, fcfs, traditional, out_of_service, ...withBuoy } = row;
  const { buoy_id, buoy_label, buoy_lat, buoy_lon, buoy_max_loa_cm, buoy_hull_kinds, ...rest } = withBuoy;
  const { buoy_management_kind, buoy_service_state, ...bayRow } = rest;
  return {
    buoy: {
      id: buoy_id,
      bay_id: bayRow.id,
      label: buoy_label,
      lat: buoy_lat,
      lon: buoy_lon,
      max_loa_cm: buoy_max_loa_cm,
      hull_kinds: buoy_hull_kinds,
      management_kind: buoy_management_kind,
      service_state: buoy_service_state,
    },
    // Booking reads no gallery: the uploaded photos are left out. It prices by the seasons.
    bay: {
      bay: bayRow,
      photos: [],
      images,
      counts: { digital, fcfs, traditional, out_of_service },
      seasons: await findSeasons(db, bayRow.id),
    },
  };
}
