import { forwardAccessToken } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { CatalogTables } from '../../../catalog/src/catalog.tables';
import { insertBay, markPaymentAccountReady } from '../../../catalog/test/support';
import type { BookingTables } from '../../src/booking.tables';
import type { Boater } from '../../test/booking-fixtures';

/** The running platform's two databases, and tokens its services accept. */
export interface BenchStores {
  catalogDb: Kysely<CatalogTables>;
  bookingDb: Kysely<BookingTables>;
  bearer(userId: string): Promise<string>;
}

const BUOYS_PER_BAY = 500;
const ROWS_PER_INSERT = 500;

/** `count` digital buoys in service, in bays of 500 along the coast; their ids in order. */
export async function benchBuoys(
  stores: Pick<BenchStores, 'catalogDb'>,
  count: number,
  prefix: string,
): Promise<string[]> {
  const ids: string[] = [];
  // Holds need a bay that takes payments (issue 26 item 3).
  await markPaymentAccountReady(stores.catalogDb);
  for (let bayIndex = 0; ids.length < count; bayIndex += 1) {
    const size = Math.min(BUOYS_PER_BAY, count - ids.length);
    const bay = await insertBay(stores.catalogDb, {
      slug: `${prefix}-${bayIndex}`,
      lat: 43 + bayIndex * 0.2,
      lon: 16 + bayIndex * 0.05,
      buoys: Array.from({ length: size }, () => ({ kind: 'digital' as const })),
    });
    ids.push(...bay.buoys.map((buoy) => buoy.id));
  }
  return ids;
}

/** `count` boats of distinct owners, written straight to booking's table as the fleet would. */
export async function benchBoats(
  db: Kysely<BookingTables>,
  count: number,
): Promise<{ userId: string; boatId: string; name: string; registration: string }[]> {
  const boats = [];
  for (let start = 0; start < count; start += ROWS_PER_INSERT) {
    const now = new Date();
    const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, count - start) }, (_, index) => ({
      owner_user_id: randomUUID(),
      name: `Bench ${start + index}`,
      brand: 'Jeanneau',
      model: 'Sun Odyssey 410',
      brand_id: null,
      model_id: null,
      custom_brand_model: true,
      boat_type: 'sailmonohull' as const,
      registration_number: `BN ${start + index}`,
      loa_cm: 1200,
      beam_cm: 400,
      draft_cm: 180,
      idempotency_key: randomUUID(),
      request_digest: 'bench',
      created_at: now,
      updated_at: now,
    }));
    const written = await db
      .insertInto('boats')
      .values(rows)
      .returning(['id', 'owner_user_id', 'name', 'registration_number'])
      .execute();
    boats.push(
      ...written.map((boat) => ({
        userId: boat.owner_user_id,
        boatId: boat.id,
        name: boat.name,
        registration: boat.registration_number,
      })),
    );
  }
  return boats;
}

/** Boaters with a boat each and a signed-in token each, as many as asked. */
export async function benchBoaters(stores: BenchStores, count: number): Promise<BoaterWithToken[]> {
  const boats = await benchBoats(stores.bookingDb, count);
  return Promise.all(
    boats.map(async (boat) => {
      const bearer = await stores.bearer(boat.userId);
      return { userId: boat.userId, boatId: boat.boatId, bearer, as: forwardAccessToken(bearer) };
    }),
  );
}

export type BoaterWithToken = Boater & { bearer: string };
