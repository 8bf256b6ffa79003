import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { paymentAccountReady } from '../online-booking/payment-account-ready.sql';

type Db = Kysely<CatalogTables>;

const countBuoys = (condition: RawBuilder<unknown>) =>
  sql<number>`(count(buoys.id) FILTER (WHERE ${condition}))::int`;

/** The bays with these ids, by name, with their buoys counted by kind and their payment readiness. */
export async function findOperatorBays(db: Db, bayIds: readonly string[]) {
  if (bayIds.length === 0) return [];
  return db
    .selectFrom('bays')
    .leftJoin('buoys', 'buoys.bay_id', 'bays.id')
    .select(['bays.id', 'bays.slug', 'bays.name', 'bays.country', 'bays.time_zone'])
    .select([
      sql<number>`count(buoys.id)::int`.as('total'),
      countBuoys(sql`buoys.management_kind = 'digital'`).as('digital'),
      countBuoys(sql`buoys.management_kind = 'fcfs'`).as('first_come'),
      countBuoys(sql`buoys.service_state = 'out_of_service'`).as('out_of_service'),
      paymentAccountReady.as('payment_account_ready'),
    ])
    .where('bays.id', 'in', bayIds)
    .groupBy('bays.id')
    .orderBy('bays.name')
    .execute();
}

export type OperatorBayRow = Awaited<ReturnType<typeof findOperatorBays>>[number];
