import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1, deadLetterTopic, eventsV1, topics } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { booking, insertBay, startCatalog, waitFor, type RunningCatalog } from './support';

const hour = 3_600_000;

describe('live buoy-status projection', () => {
  let catalog: RunningCatalog;
  let buoys: { id: string; bay_id: string; label: string }[];
  let fcfsBuoy: { id: string; bay_id: string };

  beforeAll(async () => {
    catalog = await startCatalog();
    const bay = await insertBay(catalog.db, {
      slug: 'projection-bay',
      lat: 43.2,
      lon: 16.2,
      buoys: [...Array.from({ length: 11 }, () => ({ kind: 'digital' as const })), { kind: 'fcfs' as const }],
    });
    buoys = bay.buoys.filter((buoy) => buoy.management_kind === 'digital');
    const fcfs = bay.buoys.find((buoy) => buoy.management_kind === 'fcfs');
    if (!fcfs) throw new Error('fixture');
    fcfsBuoy = fcfs;
  });

  afterAll(() => catalog.stop());

  const buoy = (index: number) => {
    const found = buoys[index];
    if (!found) throw new Error(`no buoy ${index}`);
    return found;
  };
  // A booking under way for two days: its buoy is booked now and for tonight.
  const current = (index: number) =>
    booking(buoy(index), new Date(Date.now() - hour), new Date(Date.now() + 48 * hour));

  /** What the projection stores for a booking. */
  const occupancy = (bookingId: string) =>
    catalog.db
      .selectFrom('booking_occupancies')
      .select(['state', 'version'])
      .where('booking_id', '=', bookingId)
      .executeTakeFirst();

  /** The events of one type catalog put in its outbox for a buoy, oldest first. */
  const announced = async <T>(codec: { $type: string; decode(payload: Uint8Array): T }, buoyId: string) => {
    const rows = await catalog.db
      .selectFrom('outbox')
      .select('payload')
      .where('event_type', '=', codec.$type)
      .where('aggregate_id', '=', buoyId)
      .orderBy('id')
      .execute();
    return rows.map((row) => codec.decode(row.payload));
  };
  const statusChanges = (buoyId: string) => announced(eventsV1.BuoyStatusChanged, buoyId);

  /** The periods bookings took (true) or freed (false) at a buoy, as announced. */
  const availabilityChanges = (buoyId: string) => announced(eventsV1.BuoyAvailabilityChanged, buoyId);
  const occupiedFlags = async (buoyId: string) =>
    (await availabilityChanges(buoyId)).map((change) => change.occupied);

  /**
   * The buoy's status for a signed-in caller: for the night that ends on the morning of `day`
   * (a day stay is today's only, spec §4), or tonight without one.
   */
  const statusOf = async (buoyId: string, day?: Date) => {
    const dateOf = (instant: Date) => instant.toISOString().slice(0, 10);
    const stay = day
      ? {
          stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
          fromDate: dateOf(new Date(day.getTime() - 24 * hour)),
          toDate: dateOf(day),
        }
      : { stayKind: catalogV1.StayKind.STAY_KIND_NIGHT, fromDate: '', toDate: '' };
    const { buoys: listed } = await catalog.client.listBuoys(
      { baySlug: 'projection-bay', stay },
      catalog.signedIn,
    );
    return listed.find((listedBuoy) => listedBuoy.buoyId === buoyId);
  };

  it('when a booking is held and then expires, then its buoy is held (not booked) and then free, with a status change each time', async () => {
    const held = current(0);
    await catalog.processed(await catalog.publish(held.event('held', 1)));
    expect(await occupancy(held.bookingId)).toEqual({ state: 'held', version: 1 });
    expect(await statusOf(buoy(0).id)).toMatchObject({
      status: catalogV1.BuoyStatus.BUOY_STATUS_HELD,
      bookedUntil: held.event('held', 1).payload.periodEnd,
    });
    await catalog.processed(await catalog.publish(held.event('expired', 2)));
    expect(await occupancy(held.bookingId)).toEqual({ state: 'expired', version: 2 });
    expect((await statusOf(buoy(0).id))?.status).toBe(catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE);

    const changes = await statusChanges(buoy(0).id);
    expect(changes.map((change) => change.status)).toEqual([
      catalogV1.BuoyStatus.BUOY_STATUS_HELD,
      catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE,
    ]);
    expect(changes[0]).toMatchObject({
      bayId: buoy(0).bay_id,
      buoyId: buoy(0).id,
      buoyLabel: buoy(0).label,
      bookingId: held.bookingId,
    });
    expect(changes[0]?.bookedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect(changes[1]?.bookedUntil).toBeUndefined();

    const periods = await availabilityChanges(buoy(0).id);
    expect(periods.map((change) => change.occupied)).toEqual([true, false]);
    expect(periods[0]).toMatchObject({
      bayId: buoy(0).bay_id,
      buoyId: buoy(0).id,
      buoyLabel: buoy(0).label,
      bookingId: held.bookingId,
      periodStart: held.event('held', 1).payload.periodStart,
      periodEnd: held.event('held', 1).payload.periodEnd,
    });
  });

  it('when a status changes, then BuoyStatusChanged reaches the catalog topic keyed by buoy id', async () => {
    const held = current(1);
    await catalog.processed(await catalog.publish(held.event('held', 1)));
    // Read once the relay has published every status change so far.
    const published = () =>
      catalog.db
        .selectFrom('outbox')
        .select('id')
        .where('published_at', 'is not', null)
        .execute()
        .then((rows) => rows.length);
    const total = async () => (await catalog.db.selectFrom('outbox').select('id').execute()).length;
    await waitFor(async () => (await published()) === (await total()));
    const records = await catalog.readTopic(topics.catalog, await total());
    const mine = records.filter((record) => record.key?.toString() === buoy(1).id);
    const ofType = (type: string) =>
      mine.filter((record) => record.headers?.['event-type']?.toString() === type);
    expect(mine).toHaveLength(2);
    const [status] = ofType(eventsV1.BuoyStatusChanged.$type);
    expect(eventsV1.BuoyStatusChanged.decode(status?.value ?? Buffer.alloc(0)).status).toBe(
      catalogV1.BuoyStatus.BUOY_STATUS_HELD,
    );
    const [availability] = ofType(eventsV1.BuoyAvailabilityChanged.$type);
    expect(eventsV1.BuoyAvailabilityChanged.decode(availability?.value ?? Buffer.alloc(0)).occupied).toBe(
      true,
    );
  });

  it('when a booking event is delivered again, by id or as a copy with the same version, then it is applied once, and the confirmation turns held into booked', async () => {
    const held = current(2);
    const eventId = randomUUID();
    const ids = await catalog.publish(
      held.event('held', 1, eventId),
      held.event('held', 1, eventId),
      held.event('held', 1),
      held.event('confirmed', 2),
      held.event('confirmed', 2),
    );
    await catalog.processed(ids);
    expect(await occupancy(held.bookingId)).toEqual({ state: 'confirmed', version: 2 });
    expect((await statusChanges(buoy(2).id)).map((change) => change.status)).toEqual([
      catalogV1.BuoyStatus.BUOY_STATUS_HELD,
      catalogV1.BuoyStatus.BUOY_STATUS_BOOKED,
    ]);
    // Confirming a hold takes nothing new.
    expect(await occupiedFlags(buoy(2).id)).toEqual([true]);
  });

  it('when a paid booking is cancelled, then its buoy is free at once, announced, and a late confirmation does not take it again', async () => {
    const paid = current(10);
    await catalog.processed(await catalog.publish(paid.event('held', 1), paid.event('confirmed', 2)));
    expect((await statusOf(buoy(10).id))?.status).toBe(catalogV1.BuoyStatus.BUOY_STATUS_BOOKED);

    await catalog.processed(await catalog.publish(paid.event('cancelled', 3), paid.event('confirmed', 2)));

    expect(await occupancy(paid.bookingId)).toEqual({ state: 'cancelled', version: 3 });
    expect((await statusOf(buoy(10).id))?.status).toBe(catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE);
    expect((await statusChanges(buoy(10).id)).map((change) => change.status)).toEqual([
      catalogV1.BuoyStatus.BUOY_STATUS_HELD,
      catalogV1.BuoyStatus.BUOY_STATUS_BOOKED,
      catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE,
    ]);
    // Maps showing a stay that overlaps it hear the period is free again.
    expect(await occupiedFlags(buoy(10).id)).toEqual([true, false]);
  });

  it('when BookingExpired v2 arrives before BookingHeld v1, then the buoy ends free and nothing was announced', async () => {
    const late = current(3);
    await catalog.processed(await catalog.publish(late.event('expired', 2), late.event('held', 1)));
    expect(await occupancy(late.bookingId)).toEqual({ state: 'expired', version: 2 });
    expect((await statusOf(buoy(3).id))?.status).toBe(catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE);
    expect(await statusChanges(buoy(3).id)).toEqual([]);
    expect(await availabilityChanges(buoy(3).id)).toEqual([]);
  });

  it('when a late copy of BookingHeld follows BookingFailed, then the buoy stays free', async () => {
    const failed = current(4);
    await catalog.processed(
      await catalog.publish(failed.event('held', 1), failed.event('failed', 2), failed.event('held', 1)),
    );
    expect(await occupancy(failed.bookingId)).toEqual({ state: 'failed', version: 2 });
    expect((await statusChanges(buoy(4).id)).map((change) => change.status)).toEqual([
      catalogV1.BuoyStatus.BUOY_STATUS_HELD,
      catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE,
    ]);
  });

  it('when BookingConfirmed v2 arrives before BookingHeld v1, then the buoy is booked until the booking ends', async () => {
    const start = new Date('2030-08-10T06:00:00Z');
    const end = new Date('2030-08-10T12:00:00Z');
    const confirmed = booking(buoy(5), start, end);
    await catalog.processed(
      await catalog.publish(confirmed.event('confirmed', 2), confirmed.event('held', 1)),
    );
    expect(await occupancy(confirmed.bookingId)).toEqual({ state: 'confirmed', version: 2 });
    const listed = await statusOf(buoy(5).id, start);
    expect(listed?.status).toBe(catalogV1.BuoyStatus.BUOY_STATUS_BOOKED);
    expect(listed?.bookedUntil).toEqual(end);
  });

  it('when a booking is for a later day, then the buoy is held for that day but its status now does not change', async () => {
    const later = booking(buoy(6), new Date('2030-08-11T06:00:00Z'), new Date('2030-08-11T12:00:00Z'));
    await catalog.processed(await catalog.publish(later.event('held', 1)));
    expect((await statusOf(buoy(6).id, new Date('2030-08-11T06:00:00Z')))?.status).toBe(
      catalogV1.BuoyStatus.BUOY_STATUS_HELD,
    );
    expect(await statusChanges(buoy(6).id)).toEqual([]);
    // Maps showing that day still hear of it.
    const [taken] = await availabilityChanges(buoy(6).id);
    expect(taken).toMatchObject({ occupied: true, periodStart: new Date('2030-08-11T06:00:00Z') });
  });

  it('when a booking moves to another buoy, then the old buoy is freed and the new one taken, each announced', async () => {
    const moving = booking(buoy(8), new Date('2030-08-12T06:00:00Z'), new Date('2030-08-13T08:00:00Z'));
    const held = moving.event('held', 1);
    const moved = moving.event('confirmed', 2);
    moved.payload = { ...moved.payload, buoyId: buoy(9).id };
    await catalog.processed(await catalog.publish(held, moved));
    expect(await occupiedFlags(buoy(8).id)).toEqual([true, false]);
    expect(await occupiedFlags(buoy(9).id)).toEqual([true]);
    const onTheDay = new Date('2030-08-12T06:00:00Z');
    expect((await statusOf(buoy(8).id, onTheDay))?.status).toBe(catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE);
    expect((await statusOf(buoy(9).id, onTheDay))?.status).toBe(catalogV1.BuoyStatus.BUOY_STATUS_BOOKED);
  });

  it('when a booking names an FCFS buoy or one catalog does not know, then it is recorded and no status changes', async () => {
    const fcfs = booking(fcfsBuoy, new Date(Date.now() - hour), new Date(Date.now() + hour));
    const stranger = booking(
      { id: randomUUID(), bay_id: randomUUID() },
      new Date(),
      new Date(Date.now() + hour),
    );
    await catalog.processed(await catalog.publish(fcfs.event('held', 1), stranger.event('held', 1)));
    expect(await occupancy(stranger.bookingId)).toEqual({ state: 'held', version: 1 });
    expect(await statusChanges(fcfsBuoy.id)).toEqual([]);
    // Bookings change nothing for an FCFS buoy's stays, so no map needs to ask again.
    expect(await availabilityChanges(fcfsBuoy.id)).toEqual([]);
  });

  it('when a booking event is malformed, then it is parked on the dead-letter topic and not applied', async () => {
    const broken = current(7);
    const [badId] = await catalog.publish(broken.event('held', 0));
    const parked = await catalog.readTopic(deadLetterTopic(topics.booking), 1, 20_000);
    expect(parked.map((record) => record.headers?.['event-id']?.toString())).toContain(badId);
    expect(await occupancy(broken.bookingId)).toBeUndefined();
    // The consumer went on: the next event of the topic is applied.
    const next = current(7);
    await catalog.processed(await catalog.publish(next.event('held', 1)));
    await waitFor(async () => (await occupancy(next.bookingId)) !== undefined);
  });
});
