import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import type { CheckedSetup } from './bay-setup-rules';

type Db = Kysely<CatalogTables>;

const setupColumns = [
  'id',
  'slug',
  'operator_id',
  'country',
  'currency',
  'lat',
  'lon',
  'time_zone',
  'night_stay_available',
  'night_check_in',
  'night_check_out',
  'night_price_cents',
  'day_stay_available',
  'day_check_in',
  'day_check_out',
  'day_price_per_hour_cents',
  'day_price_full_day_cents',
  'vat_rate_basis_points',
  'mooring_assistance_offered',
  'mooring_assistance_price_cents',
  'trash_collection_offered',
  'trash_collection_price_cents',
  'trash_collection_time',
  'max_loa_cm',
  'hull_kinds',
  'cancel_night_days_before',
  'cancel_night_until_time',
  'cancel_late_refund_percent',
  'cancel_day_hours_before',
  'keep_next_night',
] as const;

/** The bay's setup columns; locked for the update when `forUpdate`. */
export function findBaySetup(db: Db, bayId: string, options: { forUpdate: boolean }) {
  return db
    .selectFrom('bays')
    .select(setupColumns)
    .where('id', '=', bayId)
    .$if(options.forUpdate, (q) => q.forNoKeyUpdate())
    .executeTakeFirst();
}

export type BaySetupRow = NonNullable<Awaited<ReturnType<typeof findBaySetup>>>;

export async function updateBaySetup(
  db: Db,
  bayId: string,
  change: CheckedSetup['columns'] & { lat: number; lon: number; time_zone: string; updated_at: Date },
): Promise<void> {
  await db.updateTable('bays').set(change).where('id', '=', bayId).execute();
}
