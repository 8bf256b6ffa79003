import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1, eventsV1 } from '@moorline/contracts';
import { booking, insertBay, markPaymentAccountReady, startCatalog, type RunningCatalog } from './support';

const { StayKind, BuoyStatus } = catalogV1;

// Issue 30 item 3: while the night after a confirmed stay is kept for its booker (until 09:00 bay
// time on the check-out day), the map shows that night's buoy booked to everyone. Booking's
// events carry the kept night only when the bay kept nights when the stay was held.

// The night of 1 July 2030 at a bay in Europe/Zagreb (UTC+2), 14:00 to 12:00, and the next one.
const firstNight = { start: new Date('2030-07-01T12:00:00Z'), end: new Date('2030-07-02T10:00:00Z') };
const keptNight = { start: new Date('2030-07-02T12:00:00Z'), end: new Date('2030-07-03T10:00:00Z') };
const keptUntil = new Date('2030-07-02T07:00:00Z');
const nextNightStay = { stayKind: StayKind.STAY_KIND_NIGHT, fromDate: '2030-07-02', toDate: '2030-07-03' };

describe('a kept night on the map', () => {
  let catalog: RunningCatalog;
  let bay: Awaited<ReturnType<typeof insertBay>>;

  beforeAll(async () => {
    catalog = await startCatalog();
    await markPaymentAccountReady(catalog.db);
    bay = await insertBay(catalog.db, {
      slug: 'kept-cove',
      lat: 42.9,
      lon: 17.1,
      buoys: [{ kind: 'digital' }, { kind: 'digital' }, { kind: 'digital' }, { kind: 'digital' }],
    });
    const [kept, lapsed, notKept] = bay.buoys;
    if (!kept || !lapsed || !notKept) throw new Error('buoys not seeded');
    const confirmed = (buoy: { id: string; bay_id: string }, keep?: { until: Date }) => {
      const stay = booking(buoy, firstNight.start, firstNight.end);
      const held = stay.event('held', 1);
      const paid = stay.event('confirmed', 2);
      const night = keep && {
        nextNightStart: keptNight.start,
        nextNightEnd: keptNight.end,
        nextNightKeptUntil: keep.until,
      };
      return [
        { ...held, payload: { ...held.payload, ...night } },
        { ...paid, payload: { ...paid.payload, ...night } },
      ];
    };
    await catalog.processed(
      await catalog.publish(
        ...confirmed(kept, { until: keptUntil }),
        // A keep whose 09:00 has passed, as the clock will see every keep in time.
        ...confirmed(lapsed, { until: new Date('2020-07-02T07:00:00Z') }),
        // Held at a bay that kept no night then: booking sends none.
        ...confirmed(notKept),
      ),
    );
  });

  afterAll(() => catalog.stop());

  it('when the next night is kept, then that buoy shows booked for it until the night’s end; a lapsed keep or none shows it free', async () => {
    const { buoys } = await catalog.client.listBuoys(
      { baySlug: bay.slug, stay: nextNightStay },
      catalog.signedIn,
    );
    expect(buoys.map((buoy) => [buoy.label, buoy.status])).toEqual([
      ['1', BuoyStatus.BUOY_STATUS_BOOKED],
      ['2', BuoyStatus.BUOY_STATUS_AVAILABLE],
      ['3', BuoyStatus.BUOY_STATUS_AVAILABLE],
      ['4', BuoyStatus.BUOY_STATUS_AVAILABLE],
    ]);
    expect(buoys[0]?.bookedUntil).toEqual(keptNight.end);
  });

  it('when the first night is asked for, then the three stays show booked until their own end', async () => {
    const { buoys } = await catalog.client.listBuoys(
      { baySlug: bay.slug, stay: { stayKind: StayKind.STAY_KIND_NIGHT, fromDate: '2030-07-01', toDate: '' } },
      catalog.signedIn,
    );
    expect(buoys.map((buoy) => [buoy.status, buoy.bookedUntil])).toEqual([
      [BuoyStatus.BUOY_STATUS_BOOKED, firstNight.end],
      [BuoyStatus.BUOY_STATUS_BOOKED, firstNight.end],
      [BuoyStatus.BUOY_STATUS_BOOKED, firstNight.end],
      [BuoyStatus.BUOY_STATUS_AVAILABLE, undefined],
    ]);
  });

  it('when the map counts free buoys or draws the viewport for the kept night, then the kept buoy is not free', async () => {
    const box = { minLon: 17.0, minLat: 42.8, maxLon: 17.2, maxLat: 43.1 };
    const { bays } = await catalog.client.listBays({ bbox: box, stay: nextNightStay }, catalog.signedIn);
    expect(bays.find((listed) => listed.slug === bay.slug)?.freeDigitalBuoys).toBe(3);
    const viewport = await catalog.client.listViewportBuoys(
      { bbox: box, stay: nextNightStay },
      catalog.signedIn,
    );
    expect(viewport.statuses).toEqual([
      BuoyStatus.BUOY_STATUS_BOOKED,
      BuoyStatus.BUOY_STATUS_AVAILABLE,
      BuoyStatus.BUOY_STATUS_AVAILABLE,
      BuoyStatus.BUOY_STATUS_AVAILABLE,
    ]);
  });

  it('when a stay keeping the next night is confirmed, then maps showing that night hear the buoy is taken for it', async () => {
    const [kept] = bay.buoys;
    const rows = await catalog.db
      .selectFrom('outbox')
      .select('payload')
      .where('event_type', '=', eventsV1.BuoyAvailabilityChanged.$type)
      .where('aggregate_id', '=', kept?.id ?? '')
      .execute();
    const changes = rows.map((row) => eventsV1.BuoyAvailabilityChanged.decode(row.payload));
    expect(changes.map((change) => [change.periodStart, change.periodEnd, change.occupied])).toEqual([
      [firstNight.start, firstNight.end, true],
      [keptNight.start, keptNight.end, true],
    ]);
  });

  // Issue 30 item 4: a buoy kept by a waitlist offer is kept as a night is, on another night here.
  it('when a waitlist offer keeps a buoy, then it shows booked for the offer’s period, and free once the offer ends', async () => {
    const offered = bay.buoys[3];
    if (!offered) throw new Error('no buoy');
    const night = { start: new Date('2030-08-01T12:00:00Z'), end: new Date('2030-08-02T10:00:00Z') };
    const stay = { stayKind: StayKind.STAY_KIND_NIGHT, fromDate: '2030-08-01', toDate: '2030-08-02' };
    const statusOfOffered = async () => {
      const { buoys } = await catalog.client.listBuoys({ baySlug: bay.slug, stay }, catalog.signedIn);
      return buoys.find((buoy) => buoy.buoyId === offered.id)?.status;
    };
    const offer = booking(offered, night.start, night.end);
    await catalog.processed(await catalog.publish(offer.event('offer_made', 1)));
    expect(await statusOfOffered()).toBe(BuoyStatus.BUOY_STATUS_BOOKED);
    await catalog.processed(
      await catalog.publish(offer.event('offer_ended', 2), offer.event('offer_made', 1)),
    );
    expect(await statusOfOffered()).toBe(BuoyStatus.BUOY_STATUS_AVAILABLE);
  });
});
