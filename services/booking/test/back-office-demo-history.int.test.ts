import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  bayClock,
  catalogV1,
  demoHarbourCompany,
  demoHistory,
  demoHistoryBayOf,
  demoSkipperUserId,
  eventsV1,
} from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { AppError, createLogger, forwardAccessToken } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { demoHistoryJob } from '../src/demo/demo-history.job';
import { seedDemoHistory, type DemoCatalog } from '../src/demo/seed-demo-history';
import { catalogBays } from '../src/grpc/catalog-bays';
import { bayWithBuoys } from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

// The demo history (issue 15 item 10): the demo operator's bays get demoHistory's 90 days as
// confirmed bookings, once; the stays not yet over reach the live map as real bookings do.

describe('the demo history seed', () => {
  let services: BookingServices;
  let bayId: string;
  let otherBayId: string;
  let expected: demoHistory.DemoHistoryStay[];
  const now = new Date();

  const storedOf = (id: string) =>
    services.bookingDb.selectFrom('bookings').selectAll().where('bay_id', '=', id).execute();
  const outboxCount = async (type: string) =>
    (await services.bookingDb.selectFrom('outbox').select('id').where('event_type', '=', type).execute())
      .length;

  beforeAll(async () => {
    services = await startBookingServices();
    const bay = await bayWithBuoys(services, {
      slug: 'demo-history-bay',
      lat: 42.91,
      lon: 17.61,
      buoys: [
        ...Array.from({ length: 12 }, () => ({ kind: 'digital' as const })),
        { kind: 'fcfs' },
        { kind: 'digital', state: 'out_of_service' },
      ],
    });
    bayId = bay.id;
    await services.catalogDb
      .updateTable('bays')
      .set({
        company_name: demoHarbourCompany,
        mooring_assistance_offered: true,
        mooring_assistance_price_cents: 2000,
      })
      .where('id', '=', bayId)
      .execute();
    otherBayId = (
      await bayWithBuoys(services, {
        slug: 'not-demo-bay',
        lat: 42.95,
        lon: 17.65,
        buoys: [{ kind: 'digital' }],
      })
    ).id;
    // What the history should be, from catalog's answers through the shared mapping.
    const [{ bay: answer }, { buoys }] = await Promise.all([
      services.catalogClient.getBay({ slug: 'demo-history-bay' }),
      services.catalogClient.listBuoys({ baySlug: 'demo-history-bay', stay: undefined }),
    ]);
    if (!answer) throw new Error('no bay');
    const historyBay = demoHistoryBayOf(answer, buoys);
    expected = demoHistory.demoHistory(historyBay, bayClock.localDate(now, historyBay.timeZone), 90);
  });

  afterAll(() => services.stop());

  it('when seeded, then the demo operator’s bay has demoHistory’s stays as confirmed bookings of their skippers', async () => {
    const result = await seedDemoHistory(services.bookingDb, {
      now: () => now,
      catalog: catalogBays(services.catalogClient),
    });
    expect(result.bays).toBe(1);
    expect(result.stays).toBe(expected.length);
    const stored = await storedOf(bayId);
    expect(stored.length + result.skipped).toBe(expected.length);
    // A boat drawn twice for overlapping stays is the history's rare accident, never routine.
    expect(result.skipped).toBeLessThan(2);
    const byId = new Map(expected.map((stay) => [stay.bookingId, stay]));
    for (const row of stored) {
      const stay = byId.get(row.id);
      expect(stay).toBeDefined();
      if (!stay) continue;
      expect(row).toMatchObject({
        status: 'confirmed',
        user_id: demoSkipperUserId(stay.boaterEmail),
        buoy_id: stay.buoyId,
        total_minor: stay.totalMinor,
        registration_number: stay.boat.registrationNumber,
        boater_email: stay.boaterEmail,
      });
      const begun = stay.periodStart <= now;
      expect(row.checked_in_at !== null).toBe(begun && stay.checkedIn);
    }
    expect(expected.some((stay) => stay.stayKind === 'day')).toBe(true);
    expect(await storedOf(otherBayId)).toEqual([]);
  });

  it('when the stays not yet over are seeded, then their events are written and the live map shows their buoys booked', async () => {
    const stored = await storedOf(bayId);
    const ongoing = expected.filter(
      (stay) => stay.periodEnd > now && stored.some((row) => row.id === stay.bookingId),
    );
    expect(await outboxCount(eventsV1.BookingHeld.$type)).toBe(ongoing.length);
    expect(await outboxCount(eventsV1.BookingConfirmed.$type)).toBe(ongoing.length);
    expect(await outboxCount(eventsV1.CheckedIn.$type)).toBe(
      ongoing.filter((stay) => stay.checkedIn && stay.periodStart <= now).length,
    );
    const today = bayClock.localDate(now, 'Europe/Zagreb');
    const tonight = ongoing.filter((stay) => stay.stayKind === 'night' && stay.toDate > today);
    expect(tonight.length).toBeGreaterThan(0);
    const signedIn = forwardAccessToken(await services.tokens.bearer({ userId: randomUUID() }));
    const bookedBuoys = async () => {
      const { buoys } = await services.catalogClient.listBuoys(
        {
          baySlug: 'demo-history-bay',
          stay: { stayKind: catalogV1.StayKind.STAY_KIND_NIGHT, fromDate: '', toDate: '' },
        },
        signedIn,
      );
      return new Set(
        buoys
          .filter((buoy) => buoy.status === catalogV1.BuoyStatus.BUOY_STATUS_BOOKED)
          .map((buoy) => buoy.buoyId),
      );
    };
    const wanted = [...new Set(tonight.map((stay) => stay.buoyId))].sort();
    const seen = async () => [...(await bookedBuoys())].sort();
    await waitFor(async () => JSON.stringify(await seen()) === JSON.stringify(wanted));
    expect(await seen()).toEqual(wanted);
  });

  it('when seeded again, then nothing is inserted and no event is written', async () => {
    const before = await outboxCount(eventsV1.BookingHeld.$type);
    const again = await seedDemoHistory(services.bookingDb, {
      now: () => new Date(),
      catalog: catalogBays(services.catalogClient),
    });
    expect(again).toMatchObject({ bays: 1, inserted: 0 });
    expect(await outboxCount(eventsV1.BookingHeld.$type)).toBe(before);
  });

  it('when catalog does not answer yet, then the job waits and seeds on a later run', async () => {
    const catalog = catalogBays(services.catalogClient);
    let answering = false;
    const flaky: DemoCatalog = {
      everyBay: () => (answering ? catalog.everyBay() : Promise.reject(new AppError('unavailable'))),
    };
    const seeded: unknown[] = [];
    const logger = createLogger({ service: 'booking-test', level: 'silent' });
    const job = demoHistoryJob(services.bookingDb, {
      now: () => new Date(),
      catalog: {
        everyBay: async () => {
          const bays = await flaky.everyBay();
          seeded.push(bays.length);
          return bays;
        },
      },
      logger,
    });
    await job.run();
    expect(seeded).toEqual([]);
    answering = true;
    await job.run();
    await job.run();
    // Once seeded, the job asks catalog no more.
    expect(seeded).toHaveLength(1);
  });
});
