import { sql, type Kysely, type Transaction } from 'kysely';
import type { BayStatus } from '../bays/bay.table';
import type { CatalogTables } from '../catalog.tables';
import { paymentAccountReady } from '../online-booking/payment-account-ready.sql';
import type { PublishFacts } from './publish-checklist';

type Db = Kysely<CatalogTables> | Transaction<CatalogTables>;

/** The bay's status and operator with the checklist's facts; the row lock when publishing. */
export async function findPublishFacts(
  db: Db,
  bayId: string,
  { forUpdate }: { forUpdate: boolean },
): Promise<({ status: BayStatus; operatorId: string } & PublishFacts) | undefined> {
  let query = db
    .selectFrom('bays')
    .select([
      'bays.status',
      'bays.operator_id',
      'bays.night_stay_available',
      'bays.day_stay_available',
      sql<boolean>`bays.night_price_cents IS NOT NULL`.as('night_priced'),
      sql<boolean>`(bays.day_price_per_hour_cents IS NOT NULL OR bays.day_price_full_day_cents IS NOT NULL)`.as(
        'day_priced',
      ),
      sql<number>`(SELECT count(*) FROM buoys WHERE buoys.bay_id = bays.id)::int`.as('buoys'),
      sql<number>`(SELECT count(*) FROM buoys WHERE buoys.bay_id = bays.id
        AND buoys.management_kind = 'digital')::int`.as('digital_buoys'),
      sql<number>`(SELECT count(*) FROM bay_photos WHERE bay_photos.bay_id = bays.id)::int`.as('photos'),
      paymentAccountReady.as('payment_account_ready'),
    ])
    .where('bays.id', '=', bayId);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return (
    row && {
      status: row.status,
      operatorId: row.operator_id,
      buoys: row.buoys,
      digitalBuoys: row.digital_buoys,
      nightOffered: row.night_stay_available,
      nightPriced: row.night_priced,
      dayOffered: row.day_stay_available,
      dayPriced: row.day_priced,
      paymentAccountReady: row.payment_account_ready,
      photos: row.photos,
    }
  );
}

export async function setBayStatus(
  trx: Transaction<CatalogTables>,
  bayId: string,
  status: BayStatus,
  at: Date,
) {
  await trx.updateTable('bays').set({ status, updated_at: at }).where('id', '=', bayId).execute();
}
