import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bayClock, catalogV1 } from '@moorline/contracts';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { forwardAccessToken } from '@moorline/kit';
import {
  booking,
  boxAround,
  insertBay,
  markPaymentAccountReady,
  startCatalog,
  type RunningCatalog,
} from './support';

const { PinState, StayKind, BuoyStatus } = catalogV1;

// The night of 1 July 2030 at a bay in Europe/Zagreb (UTC+2): 14:00 to 12:00 local.
const night = { stayKind: StayKind.STAY_KIND_NIGHT, fromDate: '2030-07-01', toDate: '2030-07-02' };
const nightStart = new Date('2030-07-01T12:00:00Z');
const nightEnd = new Date('2030-07-02T10:00:00Z');
const laterNight = { stayKind: StayKind.STAY_KIND_NIGHT, fromDate: '2030-07-05', toDate: '' };

// Zones a bay could be in, from UTC-10 to UTC+14: at any instant one of them is in each
// stretch of the day the day-stay test needs.
const zones = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Halifax',
  'America/Sao_Paulo',
  'Atlantic/Azores',
  'Europe/London',
  'Europe/Zagreb',
  'Europe/Athens',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Brisbane',
  'Pacific/Noumea',
  'Pacific/Auckland',
  'Pacific/Tongatapu',
  'Pacific/Kiritimati',
];

/** A time zone whose clock now shows an hour in [from, to]. */
function zoneWhereHourIs(from: number, to: number): string {
  const now = new Date();
  const zone = zones.find((candidate) => {
    const hour = Math.floor(bayClock.localSecondOfDay(now, candidate) / 3600);
    return hour >= from && hour <= to;
  });
  if (zone === undefined) throw new Error(`no zone at ${from}-${to} h`);
  return zone;
}

describe('bay pins and buoy statuses', () => {
  let catalog: RunningCatalog;
  let bays: Record<'blue' | 'orange' | 'red' | 'grey' | 'nodays', Awaited<ReturnType<typeof insertBay>>>;
  // All test bays lie within 0.05° of this point, far from the demo bays (none are seeded).
  const origin = { lat: 44.5, lon: 14.5 };
  const area = { minLon: 14.4, minLat: 44.4, maxLon: 14.8, maxLat: 44.8 };

  beforeAll(async () => {
    catalog = await startCatalog();
    // The test bays' operator takes payments: their digital buoys can be booked online.
    await markPaymentAccountReady(catalog.db);
    const at = (offset: number) => ({ lat: origin.lat + offset, lon: origin.lon + offset });
    bays = {
      blue: await insertBay(catalog.db, {
        slug: 'pins-blue',
        ...at(0),
        buoys: [{ kind: 'digital' }, { kind: 'digital' }, { kind: 'digital' }, { kind: 'fcfs' }],
      }),
      orange: await insertBay(catalog.db, {
        slug: 'pins-orange',
        ...at(0.05),
        buoys: [
          { kind: 'digital' },
          { kind: 'digital' },
          { kind: 'digital' },
          { kind: 'fcfs' },
          { kind: 'fcfs' },
        ],
      }),
      red: await insertBay(catalog.db, {
        slug: 'pins-red',
        ...at(0.1),
        buoys: [
          { kind: 'digital' },
          { kind: 'digital', state: 'out_of_service' },
          { kind: 'fcfs', state: 'out_of_service' },
          { kind: 'traditional' },
        ],
      }),
      grey: await insertBay(catalog.db, {
        slug: 'pins-grey',
        ...at(0.15),
        buoys: [{ kind: 'traditional' }, { kind: 'traditional' }],
      }),
      nodays: await insertBay(catalog.db, {
        slug: 'pins-nodays',
        ...at(0.2),
        daySold: false,
        buoys: [{ kind: 'digital' }, { kind: 'digital', state: 'restricted' }],
      }),
    };
    // Two of the three digital buoys of the orange bay and the one usable buoy of the red bay
    // are held or booked for the night.
    const [o1, o2] = bays.orange.buoys;
    const [r1] = bays.red.buoys;
    const events = [o1, o2, r1].flatMap((buoy, index) => {
      if (!buoy) return [];
      const held = booking(buoy, nightStart, nightEnd);
      return index === 0 ? [held.event('held', 1), held.event('confirmed', 2)] : [held.event('held', 1)];
    });
    await catalog.processed(await catalog.publish(...events));
  });

  afterAll(() => catalog.stop());

  const pins = async (stay: catalogV1.StayQuery, signedIn: boolean) => {
    const { bays: listed } = await catalog.client.listBays(
      { bbox: area, stay },
      signedIn ? catalog.signedIn : {},
    );
    return Object.fromEntries(listed.map((bay) => [bay.slug, bay]));
  };

  it('when a signed-in caller asks for a night, then each bay has the pin its buoys call for', async () => {
    const listed = await pins(night, true);
    expect(listed['pins-blue']?.pinState).toBe(PinState.PIN_STATE_BOOKABLE);
    expect(listed['pins-blue']?.freeDigitalBuoys).toBe(3);
    expect(listed['pins-orange']?.pinState).toBe(PinState.PIN_STATE_MOSTLY_FCFS);
    expect(listed['pins-orange']?.freeDigitalBuoys).toBe(1);
    expect(listed['pins-red']?.pinState).toBe(PinState.PIN_STATE_FULL);
    expect(listed['pins-red']?.freeDigitalBuoys).toBe(0);
    expect(listed['pins-grey']?.pinState).toBe(PinState.PIN_STATE_INFORMATIONAL);
    expect(listed['pins-nodays']?.pinState).toBe(PinState.PIN_STATE_BOOKABLE);
  });

  it('when the night asked for is another one, then the bookings of the first do not count', async () => {
    const listed = await pins(laterNight, true);
    expect(listed['pins-orange']?.pinState).toBe(PinState.PIN_STATE_BOOKABLE);
    expect(listed['pins-orange']?.freeDigitalBuoys).toBe(3);
    expect(listed['pins-red']?.pinState).toBe(PinState.PIN_STATE_BOOKABLE);
  });

  it('when a bay sells no day stays and a day stay is asked for, then its pin is full and its digital buoys say so', async () => {
    const day = { stayKind: StayKind.STAY_KIND_DAY, fromDate: '', toDate: '' };
    expect((await pins(day, true))['pins-nodays']?.pinState).toBe(PinState.PIN_STATE_FULL);
    const { buoys } = await catalog.client.listBuoys({ baySlug: 'pins-nodays', stay: day }, catalog.signedIn);
    expect(buoys.map((buoy) => buoy.status)).toEqual([
      BuoyStatus.BUOY_STATUS_STAY_NOT_OFFERED,
      BuoyStatus.BUOY_STATUS_STAY_NOT_OFFERED,
    ]);
  });

  it('when it is after 14:00 at one bay and morning at another, then only the first offers no day stay', async () => {
    // Two bays whose time zones put them, now, in the afternoon and in the morning (spec §4:
    // a day stay closes at 14:00 bay time), away from the other test bays.
    const afternoon = zoneWhereHourIs(15, 22);
    const morning = zoneWhereHourIs(3, 11);
    const place = { lat: 40, lon: 10 };
    const buoys = [{ kind: 'digital' as const }, { kind: 'fcfs' as const }];
    await insertBay(catalog.db, { slug: 'day-afternoon', ...place, timeZone: afternoon, buoys });
    await insertBay(catalog.db, { slug: 'day-morning', ...place, timeZone: morning, buoys });
    const today = { stayKind: StayKind.STAY_KIND_DAY, fromDate: '', toDate: '' };
    const statuses = async (baySlug: string) =>
      (await catalog.client.listBuoys({ baySlug, stay: today }, catalog.signedIn)).buoys.map((b) => b.status);
    expect(await statuses('day-afternoon')).toEqual([
      BuoyStatus.BUOY_STATUS_STAY_NOT_OFFERED,
      BuoyStatus.BUOY_STATUS_FCFS,
    ]);
    expect(await statuses('day-morning')).toEqual([
      BuoyStatus.BUOY_STATUS_AVAILABLE,
      BuoyStatus.BUOY_STATUS_FCFS,
    ]);
    const { bays: listed } = await catalog.client.listBays(
      { bbox: boxAround(place), stay: today },
      catalog.signedIn,
    );
    expect(Object.fromEntries(listed.map((bay) => [bay.slug, bay.pinState]))).toEqual({
      'day-afternoon': PinState.PIN_STATE_MOSTLY_FCFS,
      'day-morning': PinState.PIN_STATE_BOOKABLE,
    });
  });

  it('when a bay’s operator cannot take payments, then its free digital buoys make no bookable pin, on the map or in its buoys’ answer', async () => {
    const place = { lat: 45.2, lon: 13.9 };
    await insertBay(catalog.db, {
      slug: 'pins-unready',
      ...place,
      company: 'Unready operator d.o.o.',
      buoys: [{ kind: 'digital' }, { kind: 'digital' }],
    });
    const { bays: listed } = await catalog.client.listBays(
      { bbox: boxAround(place), stay: night },
      catalog.signedIn,
    );
    expect(listed.map((bay) => [bay.slug, bay.pinState, bay.onlineBooking?.bookable])).toEqual([
      ['pins-unready', PinState.PIN_STATE_INFORMATIONAL, false],
    ]);
    const answer = await catalog.client.listBuoys({ baySlug: 'pins-unready', stay: night }, catalog.signedIn);
    expect(answer.pinState).toBe(PinState.PIN_STATE_INFORMATIONAL);
  });

  it('when the caller is not signed in, then every pin is grey and no answer carries live state', async () => {
    const listed = await pins(night, false);
    expect(Object.keys(listed).sort()).toEqual([
      'pins-blue',
      'pins-grey',
      'pins-nodays',
      'pins-orange',
      'pins-red',
    ]);
    for (const bay of Object.values(listed)) {
      expect([PinState.PIN_STATE_SIGN_IN_REQUIRED, PinState.PIN_STATE_INFORMATIONAL]).toContain(bay.pinState);
      expect(bay.freeDigitalBuoys).toBeUndefined();
    }
    expect(listed['pins-red']?.pinState).toBe(PinState.PIN_STATE_SIGN_IN_REQUIRED);
    expect(listed['pins-grey']?.pinState).toBe(PinState.PIN_STATE_INFORMATIONAL);

    const answer = await catalog.client.listBuoys({
      baySlug: 'pins-orange',
      stay: night,
    });
    expect(answer.liveStatusIncluded).toBe(false);
    expect(answer.pinState).toBe(PinState.PIN_STATE_SIGN_IN_REQUIRED);
    for (const buoy of answer.buoys) {
      expect(buoy.status).toBe(BuoyStatus.BUOY_STATUS_UNSPECIFIED);
      expect(buoy.bookedUntil).toBeUndefined();
    }
    const viewport = await catalog.client.listViewportBuoys({
      bbox: area,
      stay: night,
    });
    expect(viewport.labels.length).toBeGreaterThan(0);
    expect(viewport.liveStatusIncluded).toBe(false);
    expect(viewport.statuses).toEqual([]);
    expect(viewport.bookedUntilUnixSeconds).toEqual([]);
  });

  it('when a signed-in caller lists a bay’s buoys, then each has its status, a buoy with only a hold is held, not booked, and both say until when', async () => {
    const orange = await catalog.client.listBuoys({ baySlug: 'pins-orange', stay: night }, catalog.signedIn);
    expect(orange.liveStatusIncluded).toBe(true);
    expect(orange.pinState).toBe(PinState.PIN_STATE_MOSTLY_FCFS);
    expect(orange.buoys.map((buoy) => [buoy.label, buoy.status])).toEqual([
      ['1', BuoyStatus.BUOY_STATUS_BOOKED],
      ['2', BuoyStatus.BUOY_STATUS_HELD],
      ['3', BuoyStatus.BUOY_STATUS_AVAILABLE],
      ['4', BuoyStatus.BUOY_STATUS_FCFS],
      ['5', BuoyStatus.BUOY_STATUS_FCFS],
    ]);
    expect(orange.buoys[0]?.bookedUntil).toEqual(nightEnd);
    expect(orange.buoys[1]?.bookedUntil).toEqual(nightEnd);
    expect(orange.buoys[2]?.bookedUntil).toBeUndefined();

    const red = await catalog.client.listBuoys({ baySlug: 'pins-red', stay: night }, catalog.signedIn);
    expect(red.buoys.map((buoy) => buoy.status)).toEqual([
      BuoyStatus.BUOY_STATUS_HELD,
      BuoyStatus.BUOY_STATUS_OUT_OF_SERVICE,
      BuoyStatus.BUOY_STATUS_OUT_OF_SERVICE,
      BuoyStatus.BUOY_STATUS_TRADITIONAL,
    ]);
    const restricted = await catalog.client.listBuoys(
      { baySlug: 'pins-nodays', stay: night },
      catalog.signedIn,
    );
    expect(restricted.buoys[1]).toMatchObject({
      serviceState: catalogV1.ServiceState.SERVICE_STATE_RESTRICTED,
      status: BuoyStatus.BUOY_STATUS_AVAILABLE,
    });
  });

  it('when a signed-in caller asks for the viewport, then the parallel arrays agree with the bay lists', async () => {
    const viewport = await catalog.client.listViewportBuoys({ bbox: area, stay: night }, catalog.signedIn);
    const total = Object.values(bays).reduce((sum, bay) => sum + bay.buoys.length, 0);
    expect(viewport.labels).toHaveLength(total);
    for (const column of [viewport.bayIndexes, viewport.latE6, viewport.lonE6, viewport.statuses]) {
      expect(column).toHaveLength(total);
    }
    const orangeIndex = viewport.bays.findIndex((bay) => bay.slug === 'pins-orange');
    const orange = viewport.labels
      .map((label, i) => ({
        label,
        bay: viewport.bayIndexes[i],
        status: viewport.statuses[i],
        until: viewport.bookedUntilUnixSeconds[i],
      }))
      .filter((buoy) => buoy.bay === orangeIndex);
    expect(orange[0]).toEqual({
      label: '1',
      bay: orangeIndex,
      status: BuoyStatus.BUOY_STATUS_BOOKED,
      until: nightEnd.getTime() / 1000,
    });
    expect(orange[1]).toMatchObject({
      status: BuoyStatus.BUOY_STATUS_HELD,
      until: nightEnd.getTime() / 1000,
    });
    expect(orange[2]).toMatchObject({ status: BuoyStatus.BUOY_STATUS_AVAILABLE, until: 0 });
    expect(viewport.latE6[0]).toBe(Math.round((origin.lat + 0.0003) * 1e6));

    const limited = await catalog.client.listViewportBuoys(
      { bbox: area, stay: night, limit: 3 },
      catalog.signedIn,
    );
    expect(limited.labels).toHaveLength(3);
    expect(limited.truncated).toBe(true);
  });

  it('when a booking lies between one night’s check-out and the next check-in, bay time, then neither night is booked', async () => {
    const [buoy] = bays.blue.buoys;
    if (!buoy) throw new Error('fixture');
    // 12:00 to 13:00 on 2 July in Zagreb: after the night of the 1st ends, before the 2nd begins.
    const midday = booking(buoy, new Date('2030-07-02T10:00:00Z'), new Date('2030-07-02T11:00:00Z'));
    await catalog.processed(await catalog.publish(midday.event('held', 1)));
    const both = { stayKind: StayKind.STAY_KIND_NIGHT, fromDate: '2030-07-01', toDate: '2030-07-03' };
    const status = async (stay: catalogV1.StayQuery) =>
      (await catalog.client.listBuoys({ baySlug: 'pins-blue', stay }, catalog.signedIn)).buoys[0]?.status;
    expect(await status(night)).toBe(BuoyStatus.BUOY_STATUS_AVAILABLE);
    expect(await status({ ...night, fromDate: '2030-07-02', toDate: '2030-07-03' })).toBe(
      BuoyStatus.BUOY_STATUS_AVAILABLE,
    );
    expect(await status(both)).toBe(BuoyStatus.BUOY_STATUS_HELD);
  });

  it('when the box, the dates or the slug are wrong, then the answer is invalid_request or not_found', async () => {
    const invalid = expect.objectContaining({ code: 'invalid_request' });
    await expect(catalog.client.listBays({ stay: night }, catalog.signedIn)).rejects.toEqual(invalid);
    await expect(
      catalog.client.listBays({ bbox: { ...area, minLon: 15 }, stay: night }, catalog.signedIn),
    ).rejects.toMatchObject({ code: 'invalid_request', message: 'Invalid bounding box' });
    await expect(
      catalog.client.listBays({ bbox: area, stay: { ...night, fromDate: '2030-02-30' } }, catalog.signedIn),
    ).rejects.toMatchObject({ code: 'invalid_date_format' });
    await expect(
      catalog.client.listBuoys(
        { baySlug: 'pins-blue', stay: { ...night, toDate: '2030-06-30' } },
        catalog.signedIn,
      ),
    ).rejects.toMatchObject({ code: 'invalid_date_range' });
    // A stay in the past at the bay: the bay's today decides, not the server's.
    await expect(
      catalog.client.listBuoys(
        { baySlug: 'pins-blue', stay: { ...night, fromDate: '2020-07-01', toDate: '' } },
        catalog.signedIn,
      ),
    ).rejects.toMatchObject({ code: 'dates_in_past' });
    await expect(
      catalog.client.listViewportBuoys({ bbox: area, stay: night, limit: -1 }, catalog.signedIn),
    ).rejects.toEqual(invalid);
    await expect(
      catalog.client.listBuoys({ baySlug: 'no-such-bay', stay: night }, catalog.signedIn),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  // ARCHITECTURE §6: catalog derives the caller from the token itself; a bad one is not a visitor.
  it.each([
    ['forged', async () => `Bearer ${(await catalog.tokens.sign()).slice(0, -4)}AAAA`],
    ['expired', async () => `Bearer ${await catalog.tokens.expired()}`],
    ['signed by another key', () => testAccessTokens().bearer()],
  ])('when the forwarded token is %s, then every status call is unauthenticated', async (_case, bearer) => {
    const options = forwardAccessToken(await bearer());
    const unauthenticated = expect.objectContaining({ code: 'unauthenticated' });
    await expect(catalog.client.listBays({ bbox: area, stay: night }, options)).rejects.toEqual(
      unauthenticated,
    );
    await expect(catalog.client.listBuoys({ baySlug: 'pins-orange', stay: night }, options)).rejects.toEqual(
      unauthenticated,
    );
    await expect(catalog.client.listViewportBuoys({ bbox: area, stay: night }, options)).rejects.toEqual(
      unauthenticated,
    );
  });

  it('when a box holds no bay, then the list is empty', async () => {
    const { bays: none } = await catalog.client.listBays(
      { bbox: boxAround({ lat: 10, lon: 10 }), stay: night },
      catalog.signedIn,
    );
    expect(none).toEqual([]);
  });
});
