import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { forwardAccessToken, type Caller } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { getBayOverview } from '../src/back-office/get-bay-overview';
import { getOccupancyNow } from '../src/back-office/get-occupancy-now';
import { catalogBays } from '../src/grpc/catalog-bays';
import { bayWithBuoys } from './booking-fixtures';
import { insertBooking, staffOf } from './back-office-fixtures';
import { failureOf } from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

// Occupancy now, tonight, the coming 48 hours, the past 30 days and the berths (issue 15 item
// 3), against bookings written with known periods and a fixed clock: 10:25 in Zagreb on
// 15 July 2026, tonight from 14:00 (12:00Z) to 12:00 on the 16th (10:00Z). The answers below
// are counted by hand from the fixtures.

const NOW = new Date('2026-07-15T08:25:00Z');
const z = (iso: string) => new Date(`${iso}Z`);

describe('back-office occupancy', () => {
  let services: BookingServices;
  let bayId: string;
  let otherBayId: string;
  let buoyIds: string[];
  const buoy = (label: number) => ({ buoyId: buoyIds[label - 1] ?? '', buoyLabel: String(label) });

  const staff = (bayIds: string[]): Caller => ({
    userId: randomUUID(),
    email: 'staff@example.com',
    name: '',
    roles: ['concessionaire', 'manager'],
    operatorId: randomUUID(),
    bayIds,
    tokenId: randomUUID(),
    expiresAt: new Date(Date.now() + 600_000),
  });
  const deps = () => ({ now: () => NOW, bays: catalogBays(services.catalogClient) });

  beforeAll(async () => {
    services = await startBookingServices();
    const bay = await bayWithBuoys(services, {
      slug: 'occupancy-bay',
      lat: 42.71,
      lon: 17.31,
      buoys: [
        { kind: 'digital' },
        { kind: 'digital' },
        { kind: 'digital' },
        { kind: 'digital', state: 'out_of_service' },
        { kind: 'fcfs' },
        { kind: 'fcfs' },
        { kind: 'traditional' },
      ],
    });
    bayId = bay.id;
    buoyIds = bay.buoys.map((row) => row.id);
    const other = await bayWithBuoys(services, {
      slug: 'occupancy-other-bay',
      lat: 42.75,
      lon: 17.35,
      buoys: [{ kind: 'digital' }, { kind: 'digital' }],
    });
    otherBayId = other.id;
    const at = { bayId };
    // Around now and tonight.
    await insertBooking(services, {
      ...at,
      ...buoy(1),
      start: z('2026-07-15T06:25'),
      end: z('2026-07-16T14:25'),
      checkedInAt: z('2026-07-15T06:40'),
      boatName: 'Bura',
    });
    await insertBooking(services, {
      ...at,
      ...buoy(5),
      start: z('2026-07-15T07:25'),
      end: z('2026-07-15T18:25'),
      walkUp: true,
    });
    await insertBooking(services, {
      ...at,
      ...buoy(2),
      status: 'held',
      holdExpiresAt: z('2026-07-15T08:27'),
      start: z('2026-07-15T08:15'),
      end: z('2026-07-15T13:25'),
    });
    await insertBooking(services, {
      ...at,
      ...buoy(3),
      status: 'expired',
      start: z('2026-07-15T08:00'),
      end: z('2026-07-15T20:00'),
    });
    await insertBooking(services, {
      ...at,
      ...buoy(3),
      start: z('2026-07-15T12:00'),
      end: z('2026-07-16T10:00'),
    });
    await insertBooking(services, {
      ...at,
      ...buoy(2),
      start: z('2026-07-15T14:00'),
      end: z('2026-07-16T10:00'),
    });
    // The past 30 days: 15 June to 14 July.
    const past = (
      label: number,
      fromDate: string,
      toDate: string,
      extra: { status?: 'failed'; day?: boolean } = {},
    ) =>
      insertBooking(services, {
        ...at,
        ...buoy(label),
        status: extra.status ?? 'confirmed',
        stayKind: extra.day ? 'day' : 'night',
        fromDate,
        toDate,
        start: z(`${fromDate}T${extra.day ? '06:00' : '12:00'}`),
        end: z(`${toDate}T${extra.day ? '12:00' : '10:00'}`),
      });
    await past(1, '2026-07-10', '2026-07-12');
    await past(2, '2026-07-11', '2026-07-11', { day: true });
    await past(3, '2026-07-12', '2026-07-13', { status: 'failed' });
    await past(3, '2026-07-13', '2026-07-14');
    await past(1, '2026-06-13', '2026-06-16');
    await past(2, '2026-06-20', '2026-06-20', { day: true });
    await past(2, '2026-06-20', '2026-06-21');
    // Another bay's booking never counts here.
    await insertBooking(services, {
      bayId: otherBayId,
      buoyId: other.buoys[0]?.id ?? '',
      buoyLabel: '1',
      start: z('2026-07-15T06:00'),
      end: z('2026-07-16T10:00'),
    });
  });

  afterAll(() => services.stop());

  it('when the overview is asked for, then now and tonight count each buoy once: booked, FCFS taken, out of service, free', async () => {
    const overview = await getBayOverview(services.bookingDb, deps(), { caller: staff([bayId]), bayId });
    expect(overview.timeZone).toBe('Europe/Zagreb');
    // Now: 1 (checked in) and 2 (a live hold) booked, FCFS 5 taken, 4 out of service; 3 and 6 free.
    expect(overview.now).toEqual({
      buoysTotal: 6,
      booked: 2,
      checkedIn: 1,
      free: 2,
      firstComeTaken: 1,
      outOfService: 1,
    });
    // Tonight: 1, 2 and 3 booked, 5 taken until 18:25; only 6 is free.
    expect(overview.tonight).toEqual({
      buoysTotal: 6,
      booked: 3,
      checkedIn: 1,
      free: 1,
      firstComeTaken: 1,
      outOfService: 1,
    });
  });

  it('when the coming hours are asked for, then 48 points from 10:00 bay time count the stays covering each', async () => {
    const { comingHours } = await getBayOverview(services.bookingDb, deps(), {
      caller: staff([bayId]),
      bayId,
    });
    expect(comingHours).toHaveLength(48);
    const point = (iso: string) => {
      const found = comingHours.find((candidate) => candidate.at.getTime() === z(iso).getTime());
      return found && [found.booked, found.checkedIn, found.free];
    };
    expect(comingHours[0]?.at).toEqual(z('2026-07-15T08:00'));
    expect(point('2026-07-15T08:00')).toEqual([2, 1, 3]);
    expect(point('2026-07-15T09:00')).toEqual([3, 1, 2]);
    expect(point('2026-07-15T12:00')).toEqual([4, 1, 1]);
    expect(point('2026-07-15T14:00')).toEqual([4, 1, 1]);
    expect(point('2026-07-15T19:00')).toEqual([3, 1, 2]);
    expect(point('2026-07-17T07:00')).toEqual([0, 0, 5]);
  });

  it('when the past days are asked for, then each of the 30 dates counts the buoys with a confirmed stay on it', async () => {
    const { pastDays } = await getBayOverview(services.bookingDb, deps(), { caller: staff([bayId]), bayId });
    expect(pastDays).toHaveLength(30);
    expect(pastDays[0]?.date).toBe('2026-06-15');
    expect(pastDays.at(-1)?.date).toBe('2026-07-14');
    expect(pastDays.every((day) => day.buoysTotal === 6)).toBe(true);
    const occupied = Object.fromEntries(
      pastDays.filter((day) => day.occupied > 0).map((day) => [day.date, day.occupied]),
    );
    expect(occupied).toEqual({
      '2026-06-15': 1,
      '2026-06-20': 1,
      '2026-07-10': 1,
      '2026-07-11': 2,
      '2026-07-13': 1,
    });
  });

  it('when the berths are asked for, then the boats there now and those arriving by tonight’s check-in, by buoy', async () => {
    const { berths } = await getBayOverview(services.bookingDb, deps(), { caller: staff([bayId]), bayId });
    expect(berths.map((berth) => [berth.buoy_label, berth.status, berth.checked_in_at !== null])).toEqual([
      ['1', 'confirmed', true],
      ['2', 'held', false],
      ['3', 'confirmed', false],
      ['5', 'confirmed', false],
    ]);
    expect(berths[0]).toMatchObject({ boat_name: 'Bura', loa_cm: 1200, period_start: z('2026-07-15T06:25') });
  });

  it('when occupancy now is asked for, then each of the token’s bays in its order, each with its own bookings', async () => {
    const bays = await getOccupancyNow(services.bookingDb, deps(), staff([otherBayId, bayId]));
    expect(bays.map((bay) => [bay.bayId, bay.counts.buoysTotal, bay.counts.booked, bay.counts.free])).toEqual(
      [
        [otherBayId, 2, 1, 1],
        [bayId, 6, 2, 2],
      ],
    );
  });

  describe('over gRPC, as the token says', () => {
    it('when the bay’s own staff ask, then the overview and occupancy now answer', async () => {
      const call = await staffOf(services, [bayId], ['concessionaire']);
      const overview = await services.client.getBayOverview({ bayId }, call);
      expect(overview).toMatchObject({ bayId, timeZone: 'Europe/Zagreb', now: { buoysTotal: 6 } });
      expect(overview.comingHours).toHaveLength(48);
      expect(overview.pastDays).toHaveLength(30);
      const { bays } = await services.client.getOccupancyNow({}, call);
      expect(bays.map((bay) => bay.bayId)).toEqual([bayId]);
    });

    it('when another operator’s staff ask, then the bay does not exist for them', async () => {
      const call = await staffOf(services, [otherBayId]);
      expect((await failureOf(services.client.getBayOverview({ bayId }, call))).code).toBe('not_found');
    });

    it('when a boater asks, then it is forbidden; without a token, unauthenticated', async () => {
      const boater = forwardAccessToken(await services.tokens.bearer({}));
      expect((await failureOf(services.client.getBayOverview({ bayId }, boater))).code).toBe('forbidden');
      expect((await failureOf(services.client.getOccupancyNow({}, boater))).code).toBe('forbidden');
      expect((await failureOf(services.client.getBayOverview({ bayId }))).code).toBe('unauthenticated');
      expect((await failureOf(services.client.getOccupancyNow({}))).code).toBe('unauthenticated');
    });
  });
});
