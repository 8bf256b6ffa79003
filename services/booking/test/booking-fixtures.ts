import type { bookingV1, Role } from '@moorline/contracts';
import { bayClock, catalogV1 } from '@moorline/contracts';
import { AppError, createChannel, createGrpcClient, forwardAccessToken } from '@moorline/kit';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { testOperatorId } from '../../catalog/test/operations-support';
import { insertBay, markPaymentAccountReady } from '../../catalog/test/support';
import type { BookingServices } from './support';

type BayOptions = Parameters<typeof insertBay>[1];

/**
 * A bay of the test's own with buoys; each test names its own slug and spot. Its operator takes
 * payments (a bay that cannot takes no holds) unless the bay names a company of its own.
 */
export async function bayWithBuoys(services: Pick<BookingServices, 'catalogDb'>, bay: BayOptions) {
  if (bay.company === undefined) await markPaymentAccountReady(services.catalogDb);
  return insertBay(services.catalogDb, bay);
}

/** Saves the bay's setup with some fields changed, as its manager does on the setup page. */
export async function baySetupChanger(services: BookingServices, bayId: string) {
  const setup = createGrpcClient(catalogV1.BaySetupServiceDefinition, createChannel(services.catalogAddress));
  const manager = forwardAccessToken(
    await services.tokens.bearer({
      roles: ['manager'],
      operator: { operatorId: testOperatorId, bayIds: [bayId] },
    }),
  );
  return async (change: Partial<catalogV1.BaySetup>) => {
    const { setup: current } = await setup.getBaySetup({ bayId }, manager);
    if (!current) throw new Error('GetBaySetup answers a setup');
    await setup.updateBaySetup({ bayId, setup: { ...current, ...change } }, manager);
  };
}

export interface Boater {
  userId: string;
  as: ReturnType<typeof forwardAccessToken>;
  boatId: string;
}

type BoatFixture = { loaCm?: number; type?: 'sailmonohull' | 'sailmultihull'; name?: string };

/** A boat of the user's, written straight to booking's table (fleet has its own tests). */
export async function insertBoat(
  services: Pick<BookingServices, 'bookingDb'>,
  userId: string,
  boat: BoatFixture = {},
): Promise<string> {
  const now = new Date();
  const { id } = await services.bookingDb
    .insertInto('boats')
    .values({
      owner_user_id: userId,
      name: boat.name ?? 'Galeb',
      brand: 'Jeanneau',
      model: 'Sun Odyssey 410',
      brand_id: null,
      model_id: null,
      custom_brand_model: true,
      boat_type: boat.type ?? 'sailmonohull',
      registration_number: `ST ${randomUUID().slice(0, 6).toUpperCase()}`,
      loa_cm: boat.loaCm ?? 1200,
      beam_cm: 400,
      draft_cm: 180,
      idempotency_key: randomUUID(),
      request_digest: 'fixture',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A signed-in boater with one boat. */
export async function boaterWithBoat(
  services: Pick<BookingServices, 'bookingDb' | 'tokens'>,
  boat: BoatFixture = {},
  /** A walk-up guest is `{ roles: ['guest'], email, qrSlug }`; a plain boater otherwise. */
  who: { roles?: Role[]; email?: string; qrSlug?: string; name?: string; phone?: string } = {},
): Promise<Boater> {
  const userId = randomUUID();
  const boatId = await insertBoat(services, userId, boat);
  return { userId, as: forwardAccessToken(await services.tokens.bearer({ userId, ...who })), boatId };
}

/** Tonight's night stay at a bay in Zagreb's time zone (every fixture bay's). */
export function tonight(now = new Date(), timeZone = 'Europe/Zagreb') {
  const today = bayClock.localDate(now, timeZone);
  return { fromDate: today, toDate: bayClock.addDays(today, 1) };
}

/** A StayRequest for a night stay; dates tonight unless given. */
export function nightStay(
  buoyId: string,
  boatId: string,
  change: Partial<bookingV1.StayRequest> = {},
): bookingV1.StayRequest {
  return {
    buoyId,
    boatId,
    stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
    ...tonight(),
    dayHours: 0,
    extras: { mooringAssistance: false, trashCollection: false },
    ...change,
  };
}

/** Holds a stay under a fresh key; the booking, or the refusal as thrown. */
export async function hold(
  services: BookingServices,
  boater: Boater,
  stay: bookingV1.StayRequest,
  key = randomUUID(),
  embedId = '',
) {
  const { booking } = await services.client.createHold({ idempotencyKey: key, stay, embedId }, boater.as);
  if (!booking) throw new Error('no booking in the answer');
  return booking;
}

/** A partner's map embed in catalog showing these bays (none: a map area); its id. */
export async function partnerEmbed(services: BookingServices, bayIds: string[]): Promise<string> {
  const id = randomUUID();
  await services.catalogDb
    .insertInto('map_embeds')
    .values({
      id,
      partner_name: 'Sailing club',
      allowed_origins: ['https://club.example'],
      center_lat: 44.1,
      center_lon: 15.2,
      zoom: 12,
      locale: 'en',
    })
    .execute();
  if (bayIds.length > 0)
    await services.catalogDb
      .insertInto('map_embed_bays')
      .values(bayIds.map((bayId) => ({ embed_id: id, bay_id: bayId })))
      .execute();
  return id;
}

/** The booking's row as stored. */
export function storedBooking(services: BookingServices, bookingId: string) {
  return services.bookingDb
    .selectFrom('bookings')
    .select(['status', 'failure_code', 'version', 'boat_name', 'registration_number'])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
}

/** The error a call failed with. */
export async function failureOf(call: Promise<unknown>): Promise<AppError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof AppError)) throw new Error(`expected an AppError, got ${String(outcome)}`);
  return outcome;
}

/**
 * Runs `body` with one exclusion constraint dropped (a race's negative twin), then deletes the
 * bookings the twin made at `buoyIds` and restores the constraint as it was defined.
 */
export async function withoutConstraint(
  services: BookingServices,
  constraint: 'bookings_buoy_no_overlap' | 'bookings_boat_no_overlap',
  buoyIds: string[],
  body: () => Promise<void>,
) {
  const db = services.bookingDb;
  const definition = await sql<{ definition: string }>`
    SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = ${constraint}`.execute(
    db,
  );
  await sql`ALTER TABLE bookings DROP CONSTRAINT ${sql.ref(constraint)}`.execute(db);
  try {
    await body();
  } finally {
    await db.deleteFrom('bookings').where('buoy_id', 'in', buoyIds).execute();
    await sql`ALTER TABLE bookings ADD CONSTRAINT ${sql.ref(constraint)} ${sql.raw(definition.rows[0]?.definition ?? '')}`.execute(
      db,
    );
  }
}
