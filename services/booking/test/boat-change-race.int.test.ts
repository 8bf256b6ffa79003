import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1 } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { bayWithBuoys, boaterWithBoat, nightStay } from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

// Issue 26 item 3: a booked boat cannot grow past its buoy. An edit checks the boat's bookings
// and a hold checks the boat, each outside its transaction (catalog's buoys are a network call);
// under the boat's row lock each sees what the other committed. Its negative twin switches that
// off and shows a 20 m boat held on a 12 m buoy.

const ROUNDS = 24;
const BUOY_MAX_CM = 1200;
const GROWN_CM = 2000;
/** Each round starts the edit a little later than the last, so the rounds sweep the crossings. */
const editDelayMs = (round: number) => (round % 8) * 4;

async function startWithBay(slug: string, settings: { unguardedBoatChanges?: boolean } = {}) {
  const services = await startBookingServices(settings);
  const bay = await bayWithBuoys(services, {
    slug,
    lat: 45.1,
    lon: 13.6,
    maxLoaCm: 3000,
    buoys: Array.from({ length: ROUNDS }, () => ({ kind: 'digital' as const, maxLoaCm: BUOY_MAX_CM })),
  });
  return { services, buoyIds: bay.buoys.map((buoy) => buoy.id) };
}

const codeOf = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected' ? (outcome.reason as { code?: string }).code : 'ok';

/** One round: a 12 m boat grows to 20 m while it is held on a 12 m buoy. */
async function editAndHoldAtOnce(services: BookingServices, buoyId: string, round: number) {
  const boater = await boaterWithBoat(services, { loaCm: BUOY_MAX_CM });
  const boat = await services.bookingDb
    .selectFrom('boats')
    .select('registration_number')
    .where('id', '=', boater.boatId)
    .executeTakeFirstOrThrow();
  const details = {
    name: 'Galeb',
    brandId: services.lists.brandId,
    modelId: services.lists.modelId,
    customBrand: '',
    customModel: '',
    type: catalogV1.BoatType.BOAT_TYPE_SAIL_MONOHULL,
    registrationNumber: boat.registration_number,
    loaCm: GROWN_CM,
    beamCm: 400,
    draftCm: 180,
  };
  const [edit, held] = await Promise.allSettled([
    sleep(editDelayMs(round)).then(() =>
      services.client.updateBoat({ boatId: boater.boatId, details }, boater.as),
    ),
    services.client.createHold(
      { idempotencyKey: randomUUID(), stay: nightStay(buoyId, boater.boatId) },
      boater.as,
    ),
  ]);
  return { boatId: boater.boatId, edit: codeOf(edit), hold: codeOf(held) };
}

/** The boats longer than the buoy of one of their live bookings (every buoy here takes 12 m). */
async function boatsLongerThanTheirBuoy(services: BookingServices, boatIds: string[]) {
  const crossed = await services.bookingDb
    .selectFrom('bookings')
    .innerJoin('boats', 'boats.id', 'bookings.boat_id')
    .select('boats.id')
    .where('boats.id', 'in', boatIds)
    .where('bookings.status', 'in', ['held', 'confirmed'])
    .where('boats.loa_cm', '>', BUOY_MAX_CM)
    .execute();
  return crossed.length;
}

async function raceRounds(services: BookingServices, buoyIds: string[]) {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1)
    rounds.push(await editAndHoldAtOnce(services, buoyIds[round] ?? '', round));
  const crossed = await boatsLongerThanTheirBuoy(
    services,
    rounds.map((round) => round.boatId),
  );
  return { rounds, crossed };
}

describe('a boat edit and a hold at once', () => {
  let services: BookingServices;
  let buoyIds: string[];

  beforeAll(async () => {
    ({ services, buoyIds } = await startWithBay('boat-race-bay'));
  });

  afterAll(() => services.stop());

  it(`when a 12 m boat grows to 20 m while it is held on a 12 m buoy, ${ROUNDS} times, then never is it left held there, and each time exactly one of the two stands`, async () => {
    const { rounds, crossed } = await raceRounds(services, buoyIds);
    expect(crossed).toBe(0);
    for (const { edit, hold } of rounds) {
      expect([edit, hold].filter((code) => code === 'ok')).toHaveLength(1);
      expect(['ok', 'boat_change_breaks_booking']).toContain(edit);
      expect(['ok', 'conflict', 'boat_too_large']).toContain(hold);
    }
  });
});

describe('a boat edit and a hold at once, unguarded (the twin)', () => {
  let services: BookingServices;
  let buoyIds: string[];

  beforeAll(async () => {
    ({ services, buoyIds } = await startWithBay('boat-race-twin-bay', { unguardedBoatChanges: true }));
  });

  afterAll(() => services.stop());

  it(`when neither rechecks the other under the boat's lock, then over ${ROUNDS} rounds a 20 m boat is left held on a 12 m buoy`, async () => {
    const { crossed } = await raceRounds(services, buoyIds);
    expect(crossed).toBeGreaterThan(0);
  });
});
