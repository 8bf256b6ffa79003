import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookingV1, catalogV1 } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { qrSlugFor } from '../../catalog/src/buoys/qr-slug';
import {
  bayWithBuoys,
  boaterWithBoat,
  failureOf,
  hold,
  insertBoat,
  nightStay,
  tonight,
  type Boater,
} from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

// Issue 26 item 3: holds that cannot be abused. A guest holds only the walk-up at its QR code's
// buoy; an account keeps a few holds waiting at once and makes so many new ones an hour, as does
// one client address. The limit at once is a race: its negative twin counts without the lock.

const { BookingStatus } = bookingV1;
const LIMITS = { HOLDS_AT_ONCE: 4, NEW_HOLDS_PER_ACCOUNT_HOUR: 8, NEW_HOLDS_PER_ADDRESS_HOUR: 10 };
const RACERS = 16;
const BAY = { lat: 43.8, lon: 15.6 };
const near = (index: number) => ({
  latitude: BAY.lat + 0.0003 * (index + 1),
  longitude: BAY.lon,
  accuracyM: 12,
});
const digitalBuoys = (count: number) => Array.from({ length: count }, () => ({ kind: 'digital' as const }));

async function startWithBay(slug: string, settings: { unserialisedHoldLimits?: boolean } = {}) {
  const services = await startBookingServices({ holdLimits: LIMITS, ...settings });
  const bay = await bayWithBuoys(services, { ...BAY, slug, buoys: digitalBuoys(RACERS + 8) });
  return { services, buoyIds: bay.buoys.map((buoy) => buoy.id) };
}

/** One account with `count` boats, each sent at once to a buoy of its own from `firstBuoy`. */
async function raceOneAccount(services: BookingServices, buoyIds: string[], firstBuoy: number) {
  const boater = await boaterWithBoat(services);
  const boatIds = [
    boater.boatId,
    ...(await Promise.all(Array.from({ length: RACERS - 1 }, () => insertBoat(services, boater.userId)))),
  ];
  const outcomes = await Promise.allSettled(
    boatIds.map((boatId, index) =>
      services.client.createHold(
        { idempotencyKey: randomUUID(), stay: nightStay(buoyIds[firstBuoy + index] ?? '', boatId) },
        boater.as,
      ),
    ),
  );
  const refusals = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [(outcome.reason as { code?: string }).code] : [],
  );
  const held = await services.bookingDb
    .selectFrom('bookings')
    .select('id')
    .where('user_id', '=', boater.userId)
    .where('status', '=', 'held')
    .execute();
  return { held: held.length, refusals };
}

describe('holds that cannot be abused', () => {
  let services: BookingServices;
  let buoyIds: string[];
  const buoy = (index: number) => buoyIds[index] ?? '';

  beforeAll(async () => {
    ({ services, buoyIds } = await startWithBay('abuse-bay'));
  });

  afterAll(() => services.stop());

  const holdAndCancel = async (boater: Boater, index: number, clientAddress = '') => {
    const { booking } = await services.client.createHold(
      { idempotencyKey: randomUUID(), stay: nightStay(buoy(index), boater.boatId), clientAddress },
      boater.as,
    );
    await services.client.cancelHold({ bookingId: booking?.bookingId ?? '' }, boater.as);
  };

  it(`when one account holds ${RACERS} buoys at once, then only HOLDS_AT_ONCE stand and the rest are too_many_holds`, async () => {
    const { held, refusals } = await raceOneAccount(services, buoyIds, 0);
    expect(held).toBe(LIMITS.HOLDS_AT_ONCE);
    expect(new Set(refusals)).toEqual(new Set(['too_many_holds']));
  });

  it('when an account at its limit retries a hold, then it answers that booking; once one is given up, a new hold stands', async () => {
    const boater = await boaterWithBoat(services);
    const boats = await Promise.all([1, 2, 3].map(() => insertBoat(services, boater.userId)));
    const stays = [boater.boatId, ...boats].map((boatId, index) => nightStay(buoy(RACERS + index), boatId));
    const key = randomUUID();
    const first = await hold(services, boater, nightStay(buoy(RACERS), boater.boatId), key);
    for (const stay of stays.slice(1)) await hold(services, boater, stay);
    expect((await hold(services, boater, nightStay(buoy(RACERS), boater.boatId), key)).bookingId).toBe(
      first.bookingId,
    );
    const fifth = nightStay(buoy(RACERS + 4), await insertBoat(services, boater.userId));
    expect((await failureOf(hold(services, boater, fifth))).code).toBe('too_many_holds');
    await services.client.cancelHold({ bookingId: first.bookingId }, boater.as);
    expect((await hold(services, boater, fifth)).status).toBe(BookingStatus.BOOKING_STATUS_HELD);
  });

  it('when an account has made its new holds of the hour, then the next is too_many_requests though none waits', async () => {
    const boater = await boaterWithBoat(services);
    for (let made = 0; made < LIMITS.NEW_HOLDS_PER_ACCOUNT_HOUR; made += 1)
      await holdAndCancel(boater, RACERS + 5);
    const next = hold(services, boater, nightStay(buoy(RACERS + 5), boater.boatId));
    expect((await failureOf(next)).code).toBe('too_many_requests');
  });

  it('when one address has made its new holds of the hour, then another account there is too_many_requests and one elsewhere is not', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    for (let made = 0; made < LIMITS.NEW_HOLDS_PER_ADDRESS_HOUR; made += 1)
      await holdAndCancel(await boaterWithBoat(services), RACERS + 6, address);
    const newcomer = await boaterWithBoat(services);
    const there = services.client.createHold(
      {
        idempotencyKey: randomUUID(),
        stay: nightStay(buoy(RACERS + 6), newcomer.boatId),
        clientAddress: address,
      },
      newcomer.as,
    );
    expect((await failureOf(there)).code).toBe('too_many_requests');
    await expect(holdAndCancel(newcomer, RACERS + 6, '203.0.113.9')).resolves.toBeUndefined();
  });

  it('when a bay is hidden by its operator, then quote and hold at its buoys are not found', async () => {
    const hidden = await bayWithBuoys(services, {
      slug: 'abuse-hidden-bay',
      lat: BAY.lat + 0.07,
      lon: BAY.lon,
      buoys: [{ kind: 'digital' }],
    });
    const boater = await boaterWithBoat(services);
    const stay = nightStay(hidden.buoys[0]?.id ?? '', boater.boatId);
    await services.catalogDb
      .updateTable('bays')
      .set({ status: 'hidden' })
      .where('id', '=', hidden.id)
      .execute();
    expect((await failureOf(services.client.quote({ stay }, boater.as))).code).toBe('not_found');
    expect((await failureOf(hold(services, boater, stay))).code).toBe('not_found');
  });

  it('when a bay cannot take payments yet, then quote and hold are refused with payments_not_enabled and nothing is held', async () => {
    const unready = await bayWithBuoys(services, {
      slug: 'abuse-unready-bay',
      lat: BAY.lat + 0.05,
      lon: BAY.lon,
      company: 'Unready operator d.o.o.',
      buoys: [{ kind: 'digital' }],
    });
    const boater = await boaterWithBoat(services);
    const stay = nightStay(unready.buoys[0]?.id ?? '', boater.boatId);
    expect((await failureOf(services.client.quote({ stay }, boater.as))).code).toBe('payments_not_enabled');
    expect((await failureOf(hold(services, boater, stay))).code).toBe('payments_not_enabled');
    const held = await services.bookingDb
      .selectFrom('bookings')
      .select('id')
      .where('user_id', '=', boater.userId)
      .execute();
    expect(held).toHaveLength(0);
  });

  describe('a walk-up guest', () => {
    const slug = (index: number) => qrSlugFor('abuse-bay', String(index + 1));
    const guestAt = (index: number) =>
      boaterWithBoat(services, {}, { roles: ['guest'], email: 'guest@example.com', qrSlug: slug(index) });

    const walkUp = async (guest: Boater, index: number) => {
      const { presenceId } = await services.client.provePresence(
        { qrSlug: slug(index), position: near(index), clientAddress: randomUUID() },
        guest.as,
      );
      return services.client.checkIn(
        {
          presenceId,
          idempotencyKey: randomUUID(),
          boatId: guest.boatId,
          stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
          nights: 1,
          language: 'en',
        },
        guest.as,
      );
    };

    it('when a guest books ahead, even at the buoy of its code, then it is forbidden', async () => {
      const guest = await guestAt(RACERS + 7);
      const { fromDate } = tonight();
      const ahead = nightStay(buoy(RACERS + 7), guest.boatId, {
        fromDate: tonight(new Date(Date.now() + 86_400_000)).fromDate,
        toDate: tonight(new Date(Date.now() + 2 * 86_400_000)).fromDate,
      });
      expect((await failureOf(hold(services, guest, ahead))).code).toBe('forbidden');
      const tonightAhead = nightStay(buoy(RACERS + 7), guest.boatId, { fromDate });
      expect((await failureOf(hold(services, guest, tonightAhead))).code).toBe('forbidden');
    });

    it('when a guest walks up at its code’s buoy, then it holds; at another buoy, or with no code, it is forbidden', async () => {
      const guest = await guestAt(RACERS + 7);
      expect((await failureOf(walkUp(guest, RACERS + 6))).code).toBe('forbidden');
      const codeless = await boaterWithBoat(services, {}, { roles: ['guest'], email: 'guest@example.com' });
      expect((await failureOf(walkUp(codeless, RACERS + 7))).code).toBe('forbidden');
      expect((await walkUp(guest, RACERS + 7)).booking?.status).toBe(BookingStatus.BOOKING_STATUS_HELD);
    });
  });
});

describe('the hold limit at once without its lock (the twin)', () => {
  let services: BookingServices;
  let buoyIds: string[];

  beforeAll(async () => {
    ({ services, buoyIds } = await startWithBay('abuse-twin-bay', { unserialisedHoldLimits: true }));
  });

  afterAll(() => services.stop());

  it(`when the account's holds are not serialised, then the same race of ${RACERS} keeps more than HOLDS_AT_ONCE`, async () => {
    const { held } = await raceOneAccount(services, buoyIds, 0);
    expect(held).toBeGreaterThan(LIMITS.HOLDS_AT_ONCE);
  });
});
