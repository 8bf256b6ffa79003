import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import { catalogV1, eventsV1 } from '@moorline/contracts';
import { forwardAccessToken } from '@moorline/kit';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { staff } from './operations-support';
import { baySetupClient, type BaySetupClient } from './bay-setup-support';
import { boxAround, insertBay, markEveryOperatorReady, startCatalog, type RunningCatalog } from './support';

// Issue 27 item 2: a bay's setup by its manager, on the real catalog and PostgreSQL: what is
// saved, what is refused, the audit entry and BayUpdated of each change, and who may.

const { HULL_KIND_MONO: MONO, HULL_KIND_MULTI: MULTI } = catalogV1.HullKind;
type Setup = catalogV1.BaySetup;

describe('bay setup', () => {
  let catalog: RunningCatalog;
  let setup: BaySetupClient;
  let bay: Awaited<ReturnType<typeof insertBay>>;
  let manager: ReturnType<typeof forwardAccessToken>;

  const read = async (call = manager) => {
    const answer = await setup.getBaySetup({ bayId: bay.id }, call);
    if (!answer.setup) throw new Error('GetBaySetup answers a setup');
    return answer.setup;
  };
  const save = (change: Partial<Setup>, base: Setup, call = manager) =>
    setup.updateBaySetup({ bayId: bay.id, setup: { ...base, ...change } }, call);
  const auditCount = async () =>
    Number((await sql<{ n: string }>`SELECT count(*) AS n FROM audit_log`.execute(catalog.db)).rows[0]?.n);

  beforeAll(async () => {
    catalog = await startCatalog();
    setup = baySetupClient(catalog);
    bay = await insertBay(catalog.db, {
      slug: 'setup-cove',
      lat: 45.49,
      lon: 13.55,
      buoys: [{ kind: 'digital' }],
    });
    manager = await staff(catalog, ['concessionaire', 'manager'], [bay.id]);
  });
  afterAll(() => catalog.stop());

  it('when the manager reads the setup, then it has the bay’s prices, its zone and the country’s default VAT', async () => {
    expect(await read()).toMatchObject({
      bayId: bay.id,
      country: 'HR',
      currency: 'EUR',
      timeZone: 'Europe/Zagreb',
      nightStayOffered: true,
      nightCheckIn: '14:00',
      nightPriceCents: 8000,
      dayPricePerHourCents: 1000,
      vatRateBasisPoints: 1300,
      defaultVatRateBasisPoints: 1300,
      hullKinds: [MONO],
      seasons: [],
    });
  });

  // Bay of Piran: the pin moves 1.4 km, from Croatian to Slovenian waters.
  it('when the manager saves prices, extras, limits, seasons and a new pin, then all are kept, the zone follows the pin, and BayUpdated and an audit entry are written', async () => {
    const before = await read();
    const saved = await save(
      {
        pin: { lat: 45.5, lon: 13.56 },
        nightPriceCents: 9000,
        trashCollectionOffered: true,
        trashCollectionPriceCents: 500,
        trashCollectionTime: '09:30',
        maxLoaCm: 2500,
        hullKinds: [MONO, MULTI],
        seasons: [
          {
            seasonId: '',
            firstDate: '2027-08-01',
            lastDate: '2027-08-31',
            closed: false,
            nightPriceCents: 15000,
          },
          { seasonId: '', firstDate: '2027-11-01', lastDate: '2028-03-31', closed: true },
        ],
      },
      before,
    );
    expect(saved.setup).toMatchObject({
      timeZone: 'Europe/Ljubljana',
      nightPriceCents: 9000,
      trashCollectionTime: '09:30',
      maxLoaCm: 2500,
      hullKinds: [MONO, MULTI],
    });
    expect(
      saved.setup?.seasons.map((season) => [season.firstDate, season.closed, season.nightPriceCents]),
    ).toEqual([
      ['2027-08-01', false, 15000],
      ['2027-11-01', true, undefined],
    ]);
    // Booking learns the seasons from catalog's answer about a buoy, never from its tables.
    const buoy = await catalog.client.getBuoy({ buoyId: bay.buoys[0]?.id ?? '' });
    expect(buoy.bay?.seasons.map((season) => season.firstDate)).toEqual(['2027-08-01', '2027-11-01']);

    const [entry] = (await setup.listAuditLog({ bayId: bay.id, pageSize: 1, pageToken: '' }, manager))
      .entries;
    expect(entry?.action).toBe('bay_setup.update');
    expect(JSON.parse(entry?.beforeJson ?? '')).toMatchObject({
      night_price_cents: 8000,
      time_zone: 'Europe/Zagreb',
      seasons: [],
    });
    expect(JSON.parse(entry?.afterJson ?? '')).toMatchObject({
      night_price_cents: 9000,
      time_zone: 'Europe/Ljubljana',
    });
    // Unchanged fields are not in the entry.
    expect(JSON.parse(entry?.afterJson ?? '')).not.toHaveProperty('day_price_per_hour_cents');

    const events = await catalog.db
      .selectFrom('outbox')
      .select('payload')
      .where('event_type', '=', eventsV1.BayUpdated.$type)
      .where('aggregate_id', '=', bay.id)
      .execute();
    expect(events.map((event) => eventsV1.BayUpdated.decode(event.payload).bayId)).toEqual([bay.id]);
  });

  it('when the manager sets the cancellation policy, then the setup, the bay’s public answer and the audit log carry it', async () => {
    const before = await read();
    // A bay from before the policy existed has the default.
    expect(before.cancellationPolicy).toEqual({
      nightFreeDaysBefore: 1,
      nightFreeUntilTime: '14:00',
      nightLateRefundPercent: 0,
      dayFreeHoursBefore: 1,
    });
    const policy = {
      nightFreeDaysBefore: 2,
      nightFreeUntilTime: '18:00',
      nightLateRefundPercent: 50,
      dayFreeHoursBefore: 3,
    };
    const saved = await save({ cancellationPolicy: policy }, before);
    expect(saved.setup?.cancellationPolicy).toEqual(policy);
    const buoy = await catalog.client.getBuoy({ buoyId: bay.buoys[0]?.id ?? '' });
    expect(buoy.bay?.cancellationPolicy).toEqual(policy);

    const [entry] = (await setup.listAuditLog({ bayId: bay.id, pageSize: 1, pageToken: '' }, manager))
      .entries;
    expect(JSON.parse(entry?.beforeJson ?? '')).toEqual({
      cancel_night_days_before: 1,
      cancel_night_until_time: '14:00:00',
      cancel_late_refund_percent: 0,
      cancel_day_hours_before: 1,
    });
    expect(JSON.parse(entry?.afterJson ?? '')).toMatchObject({ cancel_late_refund_percent: 50 });
  });

  it.each([
    ['a negative night price', { nightPriceCents: -100 }, 'night_price_out_of_range'],
    ['an absurd full day', { dayPriceFullDayCents: 50_000_000 }, 'day_full_price_out_of_range'],
    ['a VAT rate of 40 %', { vatRateBasisPoints: 4000 }, 'vat_rate_out_of_range'],
    ['a 90 m boat', { maxLoaCm: 9000 }, 'max_loa_out_of_range'],
    ['no hull kind', { hullKinds: [] }, 'hull_kinds_missing'],
    [
      'a refund share of 120 %',
      {
        cancellationPolicy: {
          nightFreeDaysBefore: 1,
          nightFreeUntilTime: '14:00',
          nightLateRefundPercent: 120,
          dayFreeHoursBefore: 1,
        },
      },
      'refund_share_out_of_range',
    ],
    ['a pin on the open ocean', { pin: { lat: 0, lon: -30 } }, 'pin_outside_time_zones'],
    ['a pin 4 km from the bay’s buoy', { pin: { lat: 45.53, lon: 13.55 } }, 'pin_too_far_from_buoys'],
    [
      'overlapping seasons',
      {
        seasons: [
          { seasonId: '', firstDate: '2027-07-01', lastDate: '2027-08-01', closed: false },
          { seasonId: '', firstDate: '2027-08-01', lastDate: '2027-08-31', closed: true },
        ],
      },
      'seasons_overlap',
    ],
  ])(
    'when the setup has %s, then it is refused and nothing changes',
    async (_name, change: Partial<Setup>, code) => {
      const [before, entries] = [await read(), await auditCount()];
      expect(await errorCodeOf(save(change, before))).toBe(code);
      expect(await read()).toEqual(before);
      expect(await auditCount()).toBe(entries);
    },
  );

  it('when the manager switches off keeping the next night, then the setup, the bay’s public answer and the audit log carry it, and it comes back on', async () => {
    const before = await read();
    // Every bay keeps the next night for the boat already there until it says otherwise.
    expect(before.keepNextNight).toBe(true);
    const buoyId = bay.buoys[0]?.id ?? '';
    expect((await catalog.client.getBuoy({ buoyId })).bay?.keepsNextNight).toBe(true);

    const saved = await save({ keepNextNight: false }, before);
    expect(saved.setup?.keepNextNight).toBe(false);
    expect((await read()).keepNextNight).toBe(false);
    expect((await catalog.client.getBuoy({ buoyId })).bay?.keepsNextNight).toBe(false);
    const [entry] = (await setup.listAuditLog({ bayId: bay.id, pageSize: 1, pageToken: '' }, manager))
      .entries;
    expect(JSON.parse(entry?.beforeJson ?? '')).toEqual({ keep_next_night: true });
    expect(JSON.parse(entry?.afterJson ?? '')).toEqual({ keep_next_night: false });

    await save({ keepNextNight: true }, await read());
    expect((await read()).keepNextNight).toBe(true);
  });

  it('when seasons would overlap by a write around the rules, then the database refuses it', async () => {
    const insert = (first: string, last: string) =>
      catalog.db
        .insertInto('bay_seasons')
        .values({ bay_id: bay.id, first_date: first, last_date: last, closed: true })
        .execute();
    await expect(insert('2027-08-15', '2027-09-15')).rejects.toThrow(/bay_seasons_no_overlap/);
  });

  it('when the bay is closed for July, then the map shows no free buoy for a July night, and a June night as before', async () => {
    await markEveryOperatorReady(catalog.db);
    await save(
      { seasons: [{ seasonId: '', firstDate: '2030-07-01', lastDate: '2030-07-31', closed: true }] },
      await read(),
    );
    const pinFor = async (fromDate: string, toDate: string) => {
      const stay = { stayKind: catalogV1.StayKind.STAY_KIND_NIGHT, fromDate, toDate };
      const { bays } = await catalog.client.listBays(
        { bbox: boxAround({ lat: 45.5, lon: 13.56 }), stay },
        catalog.signedIn,
      );
      const listed = bays.find((listedBay) => listedBay.bayId === bay.id);
      return [listed?.pinState, listed?.freeDigitalBuoys];
    };
    const { PIN_STATE_BOOKABLE, PIN_STATE_FULL } = catalogV1.PinState;
    // The night of 30 June ends on the morning of 1 July: June's.
    expect(await pinFor('2030-06-30', '2030-07-01')).toEqual([PIN_STATE_BOOKABLE, 1]);
    expect(await pinFor('2030-06-30', '2030-07-02')).toEqual([PIN_STATE_FULL, 0]);
    expect(await pinFor('2030-07-31', '2030-08-01')).toEqual([PIN_STATE_FULL, 0]);
    expect(await pinFor('2030-08-01', '2030-08-02')).toEqual([PIN_STATE_BOOKABLE, 1]);
  });

  it('when someone other than the bay’s concessionaire or manager asks, then another operator’s bay is not found and a boater or employee is refused', async () => {
    const base = await read();
    const neighbour = await staff(catalog, ['concessionaire', 'manager'], [randomUUID()], randomUUID());
    const employee = await staff(catalog, ['employee'], [bay.id]);
    for (const [call, code] of [
      [neighbour, 'not_found'],
      [employee, 'forbidden'],
      [catalog.signedIn, 'forbidden'],
    ] as const) {
      expect(await errorCodeOf(setup.getBaySetup({ bayId: bay.id }, call))).toBe(code);
      expect(await errorCodeOf(save({ nightPriceCents: 100 }, base, call))).toBe(code);
    }
    expect(await errorCodeOf(setup.getBaySetup({ bayId: bay.id }))).toBe('unauthenticated');
    // Auth makes an approved applicant a concessionaire only: they set their bay up themselves.
    const newConcessionaire = await staff(catalog, ['concessionaire'], [bay.id]);
    expect((await setup.getBaySetup({ bayId: bay.id }, newConcessionaire)).setup?.bayId).toBe(bay.id);
    expect(await errorCodeOf(save({ nightPriceCents: base.nightPriceCents }, base, newConcessionaire))).toBe(
      'ok',
    );
    expect((await read()).nightPriceCents).toBe(base.nightPriceCents);
    // An admin may set up any bay (issue 27 item 7); the log says they did.
    const admin = forwardAccessToken(await catalog.tokens.bearer({ roles: ['superuser'] }));
    expect(await errorCodeOf(save({ nightPriceCents: base.nightPriceCents + 100 }, base, admin))).toBe('ok');
    const [entry] = (await setup.listAuditLog({ bayId: bay.id, pageSize: 1, pageToken: '' }, admin)).entries;
    expect(entry?.actorRole).toBe('superuser');
    expect(await errorCodeOf(setup.getBaySetup({ bayId: randomUUID() }, admin))).toBe('not_found');
  });
});
