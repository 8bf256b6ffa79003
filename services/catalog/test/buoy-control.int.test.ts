import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1, eventsV1, operatorIdOfCompany, topics } from '@moorline/contracts';
import { forwardAccessToken } from '@moorline/kit';
import { returnBuoysToService } from '../src/buoy-control/return-buoys-to-service';
import { confirmedBooking, failureOf, heldBooking, staff } from './operations-support';
import { insertBay, startCatalog, type RunningCatalog } from './support';

const v1 = catalogV1;
const hour = 3_600_000;
const fromNow = (ms: number) => new Date(Date.now() + ms);
type Buoy = { id: string; bay_id: string; label: string };

async function announced(catalog: RunningCatalog, buoy: Buoy) {
  const rows = await catalog.db
    .selectFrom('outbox')
    .select('payload')
    .where('event_type', '=', eventsV1.BuoyStatusChanged.$type)
    .where('aggregate_id', '=', buoy.id)
    .orderBy('id')
    .execute();
  return rows.map((row) => eventsV1.BuoyStatusChanged.decode(row.payload));
}

describe('buoy control', () => {
  let catalog: RunningCatalog;
  let bay: { id: string; buoys: Buoy[] };
  let otherBay: { id: string; buoys: Buoy[] };
  let manager: Awaited<ReturnType<typeof staff>>;
  const buoy = (index: number): Buoy => {
    const found = bay.buoys[index];
    if (!found) throw new Error(`no buoy ${index}`);
    return found;
  };
  const takeOut = (target: Buoy, reason = 'Mooring chain replaced', until?: Date, call = manager) =>
    catalog.client.setBuoyService(
      { bayId: target.bay_id, buoyId: target.id, inService: false, reason, until },
      call,
    );
  const putBack = (target: Buoy, call = manager) =>
    catalog.client.setBuoyService({ bayId: target.bay_id, buoyId: target.id, inService: true }, call);

  beforeAll(async () => {
    catalog = await startCatalog();
    // Buoy 4 takes boats up to 12 m only; 5 is first come, first served.
    bay = await insertBay(catalog.db, {
      slug: 'control-bay',
      lat: 43.6,
      lon: 15.9,
      buoys: [
        { kind: 'digital' },
        { kind: 'digital' },
        { kind: 'digital' },
        { kind: 'digital', maxLoaCm: 1200 },
        { kind: 'fcfs' },
        { kind: 'digital' },
        { kind: 'digital' },
      ],
    });
    otherBay = await insertBay(catalog.db, {
      slug: 'control-other-bay',
      lat: 43.7,
      lon: 15.9,
      buoys: [{ kind: 'digital' }],
    });
    manager = await staff(catalog, ['concessionaire', 'manager'], [bay.id, otherBay.id]);
  });

  afterAll(() => catalog.stop());

  describe('who may', () => {
    it('when no token comes, then 401; a boater is 403; another operator’s bay is 404', async () => {
      const anonymous = await failureOf(catalog.client.listOperatorBuoys({ bayId: bay.id }));
      expect(anonymous.code).toBe('unauthenticated');
      const boater = forwardAccessToken(await catalog.tokens.bearer());
      expect((await failureOf(catalog.client.listOperatorBuoys({ bayId: bay.id }, boater))).code).toBe(
        'forbidden',
      );
      expect((await failureOf(takeOut(buoy(0), 'x', undefined, boater))).code).toBe('forbidden');
      const stranger = await staff(
        catalog,
        ['concessionaire', 'manager'],
        [otherBay.id],
        operatorIdOfCompany('Other d.o.o.'),
      );
      expect((await failureOf(catalog.client.listOperatorBuoys({ bayId: bay.id }, stranger))).code).toBe(
        'not_found',
      );
      expect((await failureOf(takeOut(buoy(0), 'x', undefined, stranger))).code).toBe('not_found');
      expect((await failureOf(catalog.client.getQrCodeSheet({ bayId: bay.id }, stranger))).code).toBe(
        'not_found',
      );
    });

    it('when a buoy of another of the operator’s bays is named under this bay, then 404', async () => {
      const [elsewhere] = otherBay.buoys;
      if (!elsewhere) throw new Error('no buoy');
      const mixed = catalog.client.setBuoyService(
        { bayId: bay.id, buoyId: elsewhere.id, inService: false, reason: 'x' },
        manager,
      );
      expect((await failureOf(mixed)).code).toBe('not_found');
    });

    it('when a concessionaire without the manager or employee flag tries, then 403; they may still look', async () => {
      const viewer = await staff(catalog, ['concessionaire'], [bay.id]);
      expect((await catalog.client.listOperatorBuoys({ bayId: bay.id }, viewer)).buoys).toHaveLength(7);
      expect((await failureOf(takeOut(buoy(6), 'x', undefined, viewer))).code).toBe('forbidden');
      expect((await failureOf(putBack(buoy(6), viewer))).code).toBe('forbidden');
    });

    it('when an employee takes a buoy out and puts it back, then both are done', async () => {
      const employee = await staff(catalog, ['concessionaire', 'employee'], [bay.id]);
      expect((await takeOut(buoy(6), 'Inspection', undefined, employee)).buoy?.serviceState).toBe(
        v1.ServiceState.SERVICE_STATE_OUT_OF_SERVICE,
      );
      expect((await putBack(buoy(6), employee)).buoy?.serviceState).toBe(
        v1.ServiceState.SERVICE_STATE_IN_SERVICE,
      );
    });
  });

  it('when a buoy is taken out until tomorrow, then staff see why and until when, the map sees it out of service and the live map hears it at once', async () => {
    const until = fromNow(24 * hour);
    const { buoy: changed } = await takeOut(buoy(0), '  Mooring chain replaced ', until);
    expect(changed).toMatchObject({
      label: '1',
      serviceState: v1.ServiceState.SERVICE_STATE_OUT_OF_SERVICE,
      outOfServiceReason: 'Mooring chain replaced',
      outOfServiceUntil: until,
      statusNow: v1.BuoyStatus.BUOY_STATUS_OUT_OF_SERVICE,
      qrSlug: 'control-bay-1',
    });
    const listed = await catalog.client.listBuoys({ baySlug: 'control-bay' }, catalog.signedIn);
    expect(listed.buoys.find((one) => one.label === '1')).toMatchObject({
      serviceState: v1.ServiceState.SERVICE_STATE_OUT_OF_SERVICE,
      status: v1.BuoyStatus.BUOY_STATUS_OUT_OF_SERVICE,
    });
    const [event] = await announced(catalog, buoy(0));
    expect(event).toMatchObject({
      bayId: bay.id,
      buoyId: buoy(0).id,
      buoyLabel: '1',
      status: v1.BuoyStatus.BUOY_STATUS_OUT_OF_SERVICE,
      bookingId: '',
    });
    const isBuoys = (message: { key: Buffer | null }) => message.key?.toString() === buoy(0).id;
    // The relay publishes on its own beat, after earlier tests' records: read until the buoy's.
    const published = await catalog.readTopic(topics.catalog, (received) => received.some(isBuoys));
    expect(published.some(isBuoys)).toBe(true);
  });

  it('when the buoy is put back in service, then reason and end are gone and the map hears it is available', async () => {
    const { buoy: back } = await putBack(buoy(0));
    expect(back).toMatchObject({
      serviceState: v1.ServiceState.SERVICE_STATE_IN_SERVICE,
      outOfServiceReason: '',
      statusNow: v1.BuoyStatus.BUOY_STATUS_AVAILABLE,
    });
    expect(back?.outOfServiceUntil).toBeUndefined();
    expect((await announced(catalog, buoy(0))).map((event) => event.status)).toEqual([
      v1.BuoyStatus.BUOY_STATUS_OUT_OF_SERVICE,
      v1.BuoyStatus.BUOY_STATUS_AVAILABLE,
    ]);
  });

  it('when the reason is missing, too long, or the end is past, then the buoy stays in service', async () => {
    for (const [reason, until] of [
      ['  ', undefined],
      ['x'.repeat(201), undefined],
      ['Storm', fromNow(-hour)],
    ] as const) {
      const refused = await failureOf(takeOut(buoy(1), reason, until));
      expect(refused.code).toBe('invalid_request');
    }
    const [listed] = (await catalog.client.listOperatorBuoys({ bayId: bay.id }, manager)).buoys.filter(
      (one) => one.label === '2',
    );
    expect(listed?.serviceState).toBe(v1.ServiceState.SERVICE_STATE_IN_SERVICE);
  });

  describe('bookings in the way', () => {
    let bookingId: string;
    const start = fromNow(2 * hour);
    const end = fromNow(20 * hour);

    beforeAll(async () => {
      // Buoy 3 is booked over the same period: only buoys 2 and 6 (both long enough) are free for it.
      await confirmedBooking(catalog, {
        buoy: buoy(2),
        start: fromNow(hour),
        end: fromNow(30 * hour),
        boatName: 'Other',
        registration: 'ST 1',
      });
      bookingId = await confirmedBooking(catalog, {
        buoy: buoy(1),
        start,
        end,
        boatName: 'Vila',
        registration: 'ZD 1234',
      });
    });

    it('when a buoy with a confirmed booking in the period is taken out, then 409 buoy_has_bookings names the boat and the free buoys that fit', async () => {
      const refused = await failureOf(takeOut(buoy(1), 'Chain broken'));
      expect(refused.code).toBe('buoy_has_bookings');
      expect(refused.details).toBeDefined();
      const { bookings } = v1.BuoyServiceRefusal.decode(refused.details ?? new Uint8Array());
      expect(bookings).toEqual([
        {
          bookingId,
          registrationNumber: 'ZD 1234',
          boatName: 'Vila',
          periodStart: start,
          periodEnd: end,
          confirmed: true,
          // Nearest first; not 3 (booked), 4 (12 m only), 5 (first come) nor itself.
          freeBuoys: [
            { buoyId: buoy(0).id, label: '1', maxLoaCm: 2000 },
            { buoyId: buoy(5).id, label: '6', maxLoaCm: 2000 },
            { buoyId: buoy(6).id, label: '7', maxLoaCm: 2000 },
          ],
        },
      ]);
      const [listed] = (await catalog.client.listOperatorBuoys({ bayId: bay.id }, manager)).buoys.filter(
        (one) => one.label === '2',
      );
      expect(listed?.serviceState).toBe(v1.ServiceState.SERVICE_STATE_IN_SERVICE);
    });

    it('when the out-of-service period ends before the booking begins, then the buoy goes out', async () => {
      const until = fromNow(hour);
      expect((await takeOut(buoy(1), 'Quick repair', until)).buoy?.serviceState).toBe(
        v1.ServiceState.SERVICE_STATE_OUT_OF_SERVICE,
      );
      await putBack(buoy(1));
    });
  });

  it('when the end of an out-of-service period passes, then the return job puts the buoy back and the live map hears it', async () => {
    const until = fromNow(hour);
    await takeOut(buoy(3), 'Diver at work', until);
    // The job's clock is passed in: a second before the end nothing returns, at the end it does.
    const returnAt = (now: Date) => catalog.db.transaction().execute((trx) => returnBuoysToService(trx, now));
    expect(await returnAt(new Date(until.getTime() - 1_000))).toBe(0);
    expect(await returnAt(until)).toBe(1);
    expect(await returnAt(until)).toBe(0);
    const [listed] = (await catalog.client.listOperatorBuoys({ bayId: bay.id }, manager)).buoys.filter(
      (one) => one.label === '4',
    );
    expect(listed).toMatchObject({
      serviceState: v1.ServiceState.SERVICE_STATE_IN_SERVICE,
      outOfServiceReason: '',
      statusNow: v1.BuoyStatus.BUOY_STATUS_AVAILABLE,
    });
    expect((await announced(catalog, buoy(3))).map((event) => event.status)).toEqual([
      v1.BuoyStatus.BUOY_STATUS_OUT_OF_SERVICE,
      v1.BuoyStatus.BUOY_STATUS_AVAILABLE,
    ]);
  });

  // Last: the hold takes buoy 6, a free buoy the tests above offer to move bookings to.
  it('when a boater is paying for a buoy right now, then staff see it held, not booked, until its stay ends', async () => {
    const end = fromNow(20 * hour);
    await heldBooking(catalog, { buoy: buoy(5), start: fromNow(-hour), end });
    const listed = (await catalog.client.listOperatorBuoys({ bayId: bay.id }, manager)).buoys.find(
      (one) => one.buoyId === buoy(5).id,
    );
    expect([listed?.statusNow, listed?.bookedUntil]).toEqual([v1.BuoyStatus.BUOY_STATUS_HELD, end]);
  });
});
