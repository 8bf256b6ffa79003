import type { ColumnType, Generated } from 'kysely';
import type { HullKind } from '../bays/bay.table';

/** Spec §3/§4: digital (bookable), first come first served, or traditionally managed. */
export type ManagementKind = 'digital' | 'fcfs' | 'traditional';
export type ServiceState = 'in_service' | 'restricted' | 'out_of_service';

export interface BuoyTable {
  id: Generated<string>;
  bay_id: string;
  /** The number painted on the buoy, unique within its bay. */
  label: string;
  lat: number;
  lon: number;
  max_loa_cm: number;
  hull_kinds: HullKind[];
  management_kind: ManagementKind;
  service_state: ServiceState;
  /** The slug in the URL of the buoy's QR code (spec route /qr/m/{slug}), see qrSlugFor. */
  qr_slug: string;
  /** Why it is out of service, for its staff (issue 15 item 7); NULL unless out of service. */
  out_of_service_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** When it goes back in service by itself; NULL unless out of service with an end. */
  out_of_service_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
