import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookingV1, catalogV1, eventsV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { forwardAccessToken } from '@moorline/kit';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { qrSlugFor } from '../../catalog/src/buoys/qr-slug';
import { applyPaymentAuthorized } from '../src/events/payment-outcomes.consumer';
import {
  bayWithBuoys,
  boaterWithBoat,
  failureOf,
  hold,
  nightStay,
  withoutConstraint,
  type Boater,
} from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

// QR walk-up check-in (issue 14) on the real booking and catalog services: what a scanned buoy
// allows, presence proved on the server, walk-up holds under the same constraints, arrivals.

const { WalkUpState } = bookingV1;
const BAY = { lat: 43.5, lon: 16.1 };
// Buoys stand in a row north of the bay's pin, 0.0003° (about 33 m) apart.
const buoyAt = (index: number) => ({ lat: BAY.lat + 0.0003 * (index + 1), lon: BAY.lon });
const near = (index: number) => ({
  latitude: buoyAt(index).lat,
  longitude: buoyAt(index).lon,
  accuracyM: 12,
});
// About 20 km north: another town.
const far = { latitude: BAY.lat + 0.18, longitude: BAY.lon, accuracyM: 10 };
const slug = (index: number) => qrSlugFor('walkup-bay', String(index + 1));
const night = { stayKind: catalogV1.StayKind.STAY_KIND_NIGHT, nights: 1 };

describe('QR check-in at the buoy', () => {
  let services: BookingServices;
  let buoyIds: string[];

  beforeAll(async () => {
    services = await startBookingServices();
    const bay = await bayWithBuoys(services, {
      ...BAY,
      slug: 'walkup-bay',
      buoys: [
        { kind: 'digital' }, // 0: walk-ups
        { kind: 'fcfs' }, // 1: the FCFS race
        { kind: 'traditional' }, // 2
        { kind: 'digital', state: 'out_of_service' }, // 3
        { kind: 'digital' }, // 4: booked ahead by someone else
        { kind: 'digital' }, // 5: booked ahead by the arriving boater
        { kind: 'fcfs' }, // 6: the race's twin
        { kind: 'digital' }, // 7: rate limits, then a guest's walk-up
        { kind: 'digital' }, // 8: booked ahead by someone with the guest's email
        { kind: 'digital' }, // 9: presence before personal details
      ],
    });
    buoyIds = bay.buoys.map((buoy) => buoy.id);
  });

  afterAll(() => services.stop());

  const presence = (
    boater: Boater,
    index: number,
    position = near(index),
    clientAddress: string = randomUUID(),
  ) => services.client.provePresence({ qrSlug: slug(index), position, clientAddress }, boater.as);

  const walkUpAt = async (boater: Boater, index: number) => {
    const { presenceId } = await presence(boater, index);
    return services.client.checkIn(
      { presenceId, idempotencyKey: randomUUID(), boatId: boater.boatId, ...night, language: 'hr' },
      boater.as,
    );
  };

  it('when a visitor scans a free digital buoy, then it is offered for tonight and night + 1, starting now', async () => {
    const before = Date.now();
    const walkUp = await services.client.getWalkUp({ qrSlug: slug(0) });
    expect(walkUp.state).toBe(WalkUpState.WALK_UP_STATE_AVAILABLE);
    expect([walkUp.bayName, walkUp.buoyLabel, walkUp.timeZone]).toEqual(['walkup-bay', '1', 'Europe/Zagreb']);
    const nights = walkUp.offers.filter((offer) => offer.stayKind === catalogV1.StayKind.STAY_KIND_NIGHT);
    expect(nights.map((offer) => [offer.nights, offer.price?.total?.amountMinor])).toEqual([
      [1, 8000],
      [2, 16000],
    ]);
    expect(nights[0]?.periodStart?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('when the code is unknown, traditional or out of service, then the answer says so', async () => {
    expect((await failureOf(services.client.getWalkUp({ qrSlug: 'no-such-code' }))).code).toBe('not_found');
    expect((await services.client.getWalkUp({ qrSlug: slug(2) })).state).toBe(
      WalkUpState.WALK_UP_STATE_INFORMATIONAL,
    );
    const outOfService = await services.client.getWalkUp({ qrSlug: slug(3) });
    expect(outOfService.state).toBe(WalkUpState.WALK_UP_STATE_OUT_OF_SERVICE);
    // Nearest first, each named by its QR code: the first-come buoy takes a walk-up too; the
    // traditional one next door does not (issue 28 item 4).
    const nearby = outOfService.alternatives.map((alternative) => alternative.qrSlug);
    expect(nearby).toEqual([slug(4), slug(1), slug(5)]);
    const boater = await boaterWithBoat(services);
    expect((await failureOf(presence(boater, 2))).code).toBe('check_in_not_offered');
  });

  it('when the boater is in another town, then the check-in is blocked and the try is counted without the position', async () => {
    const boater = await boaterWithBoat(services);
    const blocked = await failureOf(presence(boater, 0, far));
    expect(blocked.code).toBe('check_in_blocked');
    // How far away, so the boater can tell a bad reading from the wrong buoy (issue 28 item 4).
    const refusal = bookingV1.PresenceRefusal.decode(blocked.details ?? new Uint8Array());
    expect([Math.round(refusal.distanceM / 1000), refusal.radiusM]).toEqual([20, 100]);
    const checks = await services.bookingDb
      .selectFrom('presence_checks')
      .selectAll()
      .where('user_id', '=', boater.userId)
      .execute();
    expect(checks.map((check) => [check.verdict, Math.round(check.distance_m / 1000)])).toEqual([
      ['too_far', 20],
    ]);
    // The cookie notice promises the position is never stored: no column could hold it.
    expect(Object.keys(checks[0] ?? {}).filter((column) => /lat|lon|position/.test(column))).toEqual([]);
  });

  it('when the bay widens its check-in radius, then a boater 1 km off passes there but not at the default', async () => {
    const boater = await boaterWithBoat(services);
    // About 1 km north of buoy 7.
    const offshore = { latitude: buoyAt(7).lat + 0.009, longitude: BAY.lon, accuracyM: 10 };
    expect((await failureOf(presence(boater, 7, offshore))).code).toBe('check_in_blocked');
    const widen = (radius: number | null) =>
      services.catalogDb
        .updateTable('bays')
        .set({ check_in_radius_m: radius })
        .where('slug', '=', 'walkup-bay')
        .execute();
    await widen(1_500);
    try {
      expect((await presence(boater, 7, offshore)).distanceM).toBeGreaterThan(900);
    } finally {
      await widen(null);
    }
  });

  it('when the position is too imprecise, then the location could not be verified', async () => {
    const boater = await boaterWithBoat(services);
    expect((await failureOf(presence(boater, 0, { ...near(0), accuracyM: 400 }))).code).toBe(
      'location_not_verified',
    );
  });

  it('when a boater at the buoy checks in and pays, then the walk-up starts now and the boat is checked in', async () => {
    const boater = await boaterWithBoat(services);
    const { booking, arrival } = await walkUpAt(boater, 0);
    expect(arrival).toBe(false);
    expect(booking?.status).toBe(bookingV1.BookingStatus.BOOKING_STATUS_HELD);
    expect(booking?.walkUp).toBe(true);
    expect(Date.now() - (booking?.periodStart?.getTime() ?? 0)).toBeLessThan(60_000);
    const bookingId = booking?.bookingId ?? '';
    await services.bookingDb
      .transaction()
      .execute((trx) => applyPaymentAuthorized(trx, { bookingId, paymentId: randomUUID() }));
    const paid = await services.client.getBooking({ bookingId }, boater.as);
    expect(paid.booking?.status).toBe(bookingV1.BookingStatus.BOOKING_STATUS_CONFIRMED);
    expect(paid.booking?.checkedInAt).toBeInstanceOf(Date);
    const events = await services.bookingDb
      .selectFrom('outbox')
      .select('event_type')
      .where('aggregate_id', '=', bookingId)
      .orderBy('id')
      .execute();
    expect(events.map((event) => event.event_type)).toEqual([
      'moorline.events.v1.BookingHeld',
      'moorline.events.v1.BookingConfirmed',
      'moorline.events.v1.CheckedIn',
    ]);
    // Scanned again, the buoy is this boater's: the arrival is marked already.
    const again = await services.client.getWalkUp({ qrSlug: slug(0) }, boater.as);
    expect(again.state).toBe(WalkUpState.WALK_UP_STATE_YOURS);
  });

  it('when someone else is paying for the buoy now, then a visitor sees it held until the hold lapses; once paid, booked until the stay ends; free buoys nearby either way', async () => {
    const owner = await boaterWithBoat(services);
    const booked = await hold(services, owner, nightStay(buoyIds[4] ?? '', owner.boatId));
    // Tonight's hold starts at the bay's check-in: moved to have begun, so it takes the buoy now.
    await sql`UPDATE bookings SET period = tstzrange(now() - interval '1 minute', upper(period)) WHERE id = ${booked.bookingId}`.execute(
      services.bookingDb,
    );
    const held = await services.client.getWalkUp({ qrSlug: slug(4) });
    expect(held.state).toBe(WalkUpState.WALK_UP_STATE_HELD);
    expect([held.holdExpiresAt, held.occupiedUntil]).toEqual([booked.holdExpiresAt, booked.periodEnd]);
    expect(held.alternatives.length).toBeGreaterThan(0);

    await services.bookingDb
      .transaction()
      .execute((trx) =>
        applyPaymentAuthorized(trx, { bookingId: booked.bookingId, paymentId: randomUUID() }),
      );
    const visitor = await services.client.getWalkUp({ qrSlug: slug(4) });
    expect(visitor.state).toBe(WalkUpState.WALK_UP_STATE_OCCUPIED);
    expect([visitor.occupiedUntil, visitor.holdExpiresAt]).toEqual([booked.periodEnd, undefined]);
    expect(visitor.alternatives.length).toBeGreaterThan(0);
    const walker = await boaterWithBoat(services);
    const { presenceId } = await presence(walker, 4);
    const refusal = await failureOf(
      services.client.checkIn(
        { presenceId, idempotencyKey: randomUUID(), boatId: walker.boatId, ...night },
        walker.as,
      ),
    );
    expect(refusal.code).toBe('buoy_already_booked');
  });

  it('when a boater arrives for their booking, then the arrival is marked without a new payment, once; another boat is not theirs', async () => {
    const boater = await boaterWithBoat(services);
    const booking = await hold(services, boater, nightStay(buoyIds[5] ?? '', boater.boatId));
    await services.bookingDb
      .transaction()
      .execute((trx) =>
        applyPaymentAuthorized(trx, { bookingId: booking.bookingId, paymentId: randomUUID() }),
      );
    // Arriving early counts: move the booking's period to have begun an hour ago.
    await sql`UPDATE bookings SET period = tstzrange(now() - interval '1 hour', upper(period)) WHERE id = ${booking.bookingId}`.execute(
      services.bookingDb,
    );
    const { presenceId } = await presence(boater, 5);
    const otherBoat = await boaterWithBoat(services);
    const wrongBoat = await failureOf(
      services.client.checkIn(
        { presenceId, idempotencyKey: randomUUID(), boatId: otherBoat.boatId },
        boater.as,
      ),
    );
    expect(wrongBoat.code).toBe('not_your_boat');
    const first = await services.client.checkIn(
      { presenceId, idempotencyKey: randomUUID(), boatId: boater.boatId },
      boater.as,
    );
    const second = await services.client.checkIn(
      { presenceId, idempotencyKey: randomUUID(), boatId: boater.boatId },
      boater.as,
    );
    expect(first.arrival).toBe(true);
    expect(first.booking?.bookingId).toBe(booking.bookingId);
    expect(second.booking?.checkedInAt).toEqual(first.booking?.checkedInAt);
    const checkedIn = await services.bookingDb
      .selectFrom('outbox')
      .select('event_type')
      .where('aggregate_id', '=', booking.bookingId)
      .where('event_type', '=', 'moorline.events.v1.CheckedIn')
      .execute();
    expect(checkedIn).toHaveLength(1);
  });

  it('when another boater presents someone else’s presence pass, then it is not found; a lapsed one asks again', async () => {
    const boater = await boaterWithBoat(services);
    const { presenceId } = await presence(boater, 0);
    const thief = await boaterWithBoat(services);
    const stolen = await failureOf(
      services.client.checkIn(
        { presenceId, idempotencyKey: randomUUID(), boatId: thief.boatId, ...night },
        thief.as,
      ),
    );
    expect(stolen.code).toBe('not_found');
    await services.bookingDb
      .updateTable('presence_checks')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', presenceId)
      .execute();
    const lapsed = await failureOf(
      services.client.checkIn(
        { presenceId, idempotencyKey: randomUUID(), boatId: boater.boatId, ...night },
        boater.as,
      ),
    );
    expect(lapsed.code).toBe('presence_expired');
  });

  it('when presence is proved before any personal details, then the first caller to check in claims the pass, and no one after', async () => {
    const { presenceId } = await services.client.provePresence({
      qrSlug: slug(9),
      position: near(9),
      clientAddress: randomUUID(),
    });
    const stored = await services.bookingDb
      .selectFrom('presence_checks')
      .select(['user_id', 'verdict'])
      .where('id', '=', presenceId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ user_id: null, verdict: 'present' });
    const first = await boaterWithBoat(services);
    const second = await boaterWithBoat(services);
    const checkInAs = (boater: Boater) =>
      services.client.checkIn(
        { presenceId, idempotencyKey: randomUUID(), boatId: boater.boatId, ...night, language: 'en' },
        boater.as,
      );
    const [firstTry, secondTry] = await Promise.allSettled([checkInAs(first), checkInAs(second)]);
    const outcomes = [firstTry, secondTry].map((outcome) =>
      outcome.status === 'fulfilled' ? 'checked in' : (outcome.reason as { code?: string }).code,
    );
    // One claim wins; the other caller finds no pass of theirs.
    expect(outcomes.sort()).toEqual(['checked in', 'not_found']);
    const claimedBy = await services.bookingDb
      .selectFrom('presence_checks')
      .select('user_id')
      .where('id', '=', presenceId)
      .executeTakeFirstOrThrow();
    const winner = firstTry.status === 'fulfilled' ? first : second;
    expect(claimedBy.user_id).toBe(winner.userId);
  });

  it('when one client tries again and again, then after ten tries in ten minutes it must wait', async () => {
    const boater = await boaterWithBoat(services);
    const address = `198.51.100.${Math.floor(Math.random() * 200)}`;
    for (let attempt = 0; attempt < 10; attempt += 1) await presence(boater, 7, near(7), address);
    expect((await failureOf(presence(boater, 7, near(7), address))).code).toBe('too_many_requests');
    // The same address under another account is the same client.
    const other = await boaterWithBoat(services);
    expect((await failureOf(presence(other, 7, near(7), address))).code).toBe('too_many_requests');
  });

  it('when a buoy is tried from away more than its limit, then further remote tries are refused but a boater at it still passes', async () => {
    const { count } = await services.bookingDb
      .selectFrom('presence_checks')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('buoy_id', '=', buoyIds[7] ?? '')
      .where('verdict', '=', 'too_far')
      .executeTakeFirstOrThrow();
    const remote = await Promise.all(
      Array.from({ length: 30 - Number(count) }, () => boaterWithBoat(services)),
    );
    for (const boater of remote)
      expect((await failureOf(presence(boater, 7, far))).code).toBe('check_in_blocked');
    const oneMore = await boaterWithBoat(services);
    expect((await failureOf(presence(oneMore, 7, far))).code).toBe('too_many_requests');
    const onSite = await boaterWithBoat(services);
    expect((await presence(onSite, 7)).presenceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('two walk-ups racing for one FCFS buoy', () => {
    const RACERS = 12;

    async function race(index: number) {
      const racers = await Promise.all(Array.from({ length: RACERS }, () => boaterWithBoat(services)));
      const passes = await Promise.all(racers.map((boater) => presence(boater, index)));
      const outcomes = await Promise.allSettled(
        racers.map((boater, racer) =>
          services.client.checkIn(
            {
              presenceId: passes[racer]?.presenceId ?? '',
              idempotencyKey: randomUUID(),
              boatId: boater.boatId,
              ...night,
            },
            boater.as,
          ),
        ),
      );
      return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    }

    it('when many boaters check in at one FCFS buoy at once, then exactly one stay stands', async () => {
      expect(await race(1)).toBe(1);
    });

    it('when the buoy constraint is missing, then the same race gives the buoy twice (the twin)', async () => {
      await withoutConstraint(services, 'bookings_buoy_no_overlap', [buoyIds[6] ?? ''], async () => {
        expect(await race(6)).toBeGreaterThan(1);
      });
    });
  });

  it('when a guest’s email is verified by an account, then the guest’s bookings move to it, once, and no one else’s', async () => {
    const email = `walker-${randomUUID().slice(0, 8)}@example.com`;
    const guest = await boaterWithBoat(services, {}, { roles: ['guest'], email, qrSlug: slug(7) });
    const { booking } = await walkUpAt(guest, 7);
    const bookingId = booking?.bookingId ?? '';
    const sameEmailBoater = await boaterWithBoat(services, {}, { email });
    const own = await hold(services, sameEmailBoater, nightStay(buoyIds[8] ?? '', sameEmailBoater.boatId));
    const account = randomUUID();
    const verified = {
      type: eventsV1.EmailVerified.$type,
      aggregateId: account,
      payload: eventsV1.EmailVerified.fromPartial({ userId: account, email: email.toUpperCase() }),
    } as const;
    await services.publish(verified);
    await waitFor(async () => (await ownerOf(bookingId)) === account);
    await services.publish(verified);
    const asAccount = forwardAccessToken(await services.tokens.bearer({ userId: account, email }));
    expect((await services.client.getBooking({ bookingId }, asAccount)).booking?.walkUp).toBe(true);
    expect((await failureOf(services.client.getBooking({ bookingId }, guest.as))).code).toBe('not_found');
    expect(await ownerOf(own.bookingId)).toBe(sameEmailBoater.userId);
    const claims = await services.bookingDb
      .selectFrom('outbox')
      .select('event_type')
      .where('aggregate_id', '=', bookingId)
      .where('event_type', '=', 'moorline.events.v1.BookingClaimed')
      .execute();
    expect(claims).toHaveLength(1);
  });

  const ownerOf = async (bookingId: string) =>
    (
      await services.bookingDb
        .selectFrom('bookings')
        .select('user_id')
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow()
    ).user_id;
});
