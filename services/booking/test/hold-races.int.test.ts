import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { bookingV1 } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { bayWithBuoys, boaterWithBoat, nightStay, withoutConstraint, type Boater } from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

// ARCHITECTURE §4: the exclusion constraints alone keep a buoy, and a boat, to one live booking
// per period. Each race has a twin without its constraint, which shows the double booking the
// constraint prevents (the service has no other guard that could hide it).

const RACERS = 200;

describe('holds racing for one buoy or one boat', () => {
  let services: BookingServices;
  let buoys: { id: string }[];

  beforeAll(async () => {
    services = await startBookingServices();
    ({ buoys } = await bayWithBuoys(services, {
      slug: 'race-bay',
      lat: 43.5,
      lon: 16.1,
      buoys: Array.from({ length: 5 }, () => ({ kind: 'digital' as const })),
    }));
  });

  afterAll(() => services.stop());

  const buoy = (index: number) => buoys[index]?.id ?? '';

  /** Sends every hold at once; how many of them the database kept as held for the buoy. */
  async function race(attempts: { boater: Boater; stay: bookingV1.StayRequest }[]) {
    const outcomes = await Promise.allSettled(
      attempts.map(({ boater, stay }) =>
        services.client.createHold({ idempotencyKey: randomUUID(), stay }, boater.as),
      ),
    );
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as { code?: string }).code] : [],
    );
    return { won: outcomes.filter((outcome) => outcome.status === 'fulfilled').length, refusals };
  }

  async function heldAt(buoyIds: string[]) {
    const rows = await services.bookingDb
      .selectFrom('bookings')
      .select('id')
      .where('buoy_id', 'in', buoyIds)
      .where('status', '=', 'held')
      .execute();
    return rows.length;
  }

  /** Runs `body` with one constraint dropped, then removes the twins' double bookings. */
  const without = (
    constraint: 'bookings_buoy_no_overlap' | 'bookings_boat_no_overlap',
    body: () => Promise<void>,
  ) => withoutConstraint(services, constraint, [buoy(2), buoy(3)], body);

  const boaters = (count: number) =>
    Promise.all(Array.from({ length: count }, () => boaterWithBoat(services)));

  it(`when ${RACERS} boaters hold one buoy for one night at once, then exactly one wins and the rest are told it is taken`, async () => {
    const racers = await boaters(RACERS);
    const { won, refusals } = await race(
      racers.map((boater) => ({ boater, stay: nightStay(buoy(0), boater.boatId) })),
    );
    // The refusals first: when the count is wrong, they say why (a code, or a client that gave up).
    expect(new Set(refusals)).toEqual(new Set(['buoy_already_booked']));
    expect(won).toBe(1);
    expect(await heldAt([buoy(0)])).toBe(1);
  });

  it('when the buoy constraint is missing, then the same race double-books (the twin)', async () => {
    const racers = await boaters(RACERS);
    await without('bookings_buoy_no_overlap', async () => {
      await race(racers.map((boater) => ({ boater, stay: nightStay(buoy(2), boater.boatId) })));
      expect(await heldAt([buoy(2)])).toBeGreaterThan(1);
    });
  });

  it('when one boat is held at two buoys by many tries at once, then exactly one hold stands', async () => {
    const boater = await boaterWithBoat(services);
    // Buoy 0 is taken tonight by the first race, 2 and 3 are the twins': the tries go to 1 and 4.
    const dated = Array.from({ length: 100 }, (_, index) => ({
      boater,
      stay: nightStay(buoy(index % 2 === 0 ? 1 : 4), boater.boatId),
    }));
    const { won, refusals } = await race(dated);
    expect(won).toBe(1);
    expect(refusals).toContain('boat_already_booked');
    const held = await services.bookingDb
      .selectFrom('bookings')
      .select('id')
      .where('boat_id', '=', boater.boatId)
      .where('status', '=', 'held')
      .execute();
    expect(held).toHaveLength(1);
  });

  it('when the boat constraint is missing, then one boat ends up held at two buoys (the twin)', async () => {
    const boater = await boaterWithBoat(services);
    await without('bookings_boat_no_overlap', async () => {
      await race(
        Array.from({ length: 100 }, (_, index) => ({
          boater,
          stay: nightStay(buoy(2 + (index % 2)), boater.boatId),
        })),
      );
      const held = await services.bookingDb
        .selectFrom('bookings')
        .select('buoy_id')
        .where('boat_id', '=', boater.boatId)
        .where('status', '=', 'held')
        .execute();
      expect(new Set(held.map((row) => row.buoy_id)).size).toBe(2);
    });
  });
});
