import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { bayWithBuoys, boaterWithBoat, nightStay, withoutConstraint, type Boater } from './booking-fixtures';
import { confirmedNight, nextNightDates, testClock } from './next-night-fixtures';
import { startBookingServices, type BookingServices } from './support';

// Issue 30 item 3: the night after a stay is kept for its booker until 09:00 bay time, then it is
// anyone's. At that moment the booker's extension and another boater's hold of the same night
// meet. Even rounds run a millisecond before 09:00 (the keep refuses the other boater), odd rounds
// at 09:00 exactly (both may take it, and only the buoy's exclusion constraint decides). Either way
// the night is booked once. The twin runs the same rounds without that constraint, in this test's
// own database, and books a night twice: the test sees the race it guards against.

const ROUNDS = 16;
const dates = nextNightDates();
const clock = testClock(dates.bookingTime);
const firstNight = { fromDate: dates.arrival, toDate: dates.departure };
const nextNight = { fromDate: dates.departure, toDate: dates.following };

describe('the booker’s extension and another boater’s hold racing as the keep ends', () => {
  let services: BookingServices;
  let buoyIds: string[];

  beforeAll(async () => {
    services = await startBookingServices({ now: clock.now });
    const bay = await bayWithBuoys(services, {
      slug: 'keep-race-bay',
      lat: 43.2,
      lon: 16.6,
      buoys: Array.from({ length: 2 * ROUNDS }, () => ({ kind: 'digital' as const })),
    });
    buoyIds = bay.buoys.map((buoy) => buoy.id);
  });

  afterAll(() => services.stop());

  /** Per buoy, a booker staying the first night there, and another boater who wants the next. */
  async function staysAt(buoys: string[]) {
    clock.set(dates.bookingTime);
    return Promise.all(
      buoys.map(async (buoyId) => {
        const booker = await boaterWithBoat(services);
        const booking = await confirmedNight(services, booker, buoyId, firstNight);
        return { buoyId, booker, booking, other: await boaterWithBoat(services) };
      }),
    );
  }

  const holdNext = (boater: Boater, buoyId: string, extendsBookingId = '') =>
    services.client.createHold(
      { idempotencyKey: randomUUID(), stay: nightStay(buoyId, boater.boatId, nextNight), extendsBookingId },
      boater.as,
    );

  /** Each round at its moment: both holds at once; how many won, and the next night's live bookings. */
  async function storm(stays: Awaited<ReturnType<typeof staysAt>>) {
    const rounds = [];
    for (const [round, stay] of stays.entries()) {
      clock.set(round % 2 === 0 ? new Date(dates.keptUntil.getTime() - 1) : dates.keptUntil);
      const outcomes = await Promise.allSettled([
        holdNext(stay.booker, stay.buoyId, stay.booking.bookingId),
        holdNext(stay.other, stay.buoyId),
      ]);
      const refusals = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [(outcome.reason as { code?: string }).code] : [],
      );
      const booked = await services.bookingDb
        .selectFrom('bookings')
        .select('id')
        .where('buoy_id', '=', stay.buoyId)
        .where('from_date', '=', dates.departure)
        .where('status', 'in', ['held', 'confirmed'])
        .execute();
      rounds.push({ won: outcomes.length - refusals.length, refusals, booked: booked.length });
    }
    return rounds;
  }

  it(`when the extension and another hold meet ${ROUNDS} times around 09:00, then each next night is booked once, by exactly one of them`, async () => {
    const rounds = await storm(await staysAt(buoyIds.slice(0, ROUNDS)));
    expect(new Set(rounds.flatMap((round) => round.refusals))).toEqual(new Set(['buoy_already_booked']));
    expect(rounds.map(({ won, booked }) => ({ won, booked }))).toEqual(
      Array.from({ length: ROUNDS }, () => ({ won: 1, booked: 1 })),
    );
  });

  it('when the buoy’s exclusion constraint is missing (the twin), then a next night is booked twice', async () => {
    const twinBuoys = buoyIds.slice(ROUNDS);
    const stays = await staysAt(twinBuoys);
    await withoutConstraint(services, 'bookings_buoy_no_overlap', twinBuoys, async () => {
      const rounds = await storm(stays);
      expect(Math.max(...rounds.map((round) => round.booked))).toBe(2);
    });
  });
});
