import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1 } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { distanceM } from '../src/geo/distance';
import { insertBay, startCatalog, type RunningCatalog } from './support';

const { HullKind, StayKind } = catalogV1;
const both = ['mono', 'multi'] as const;
const home = { lat: 44.0, lon: 15.0 };
const metresPerDegree = (6_371_000 * Math.PI) / 180;

/** A point so many metres north and east of the home bay's pin. */
const offset = (northM: number, eastM: number) => ({
  lat: home.lat + northM / metresPerDegree,
  lon: home.lon + eastM / (metresPerDegree * Math.cos((home.lat * Math.PI) / 180)),
});

/** A bay of one usable digital buoy for both hull kinds, `eastM` metres east of home. */
const oneBuoyBay = (slug: string, eastM: number, bay: Partial<Parameters<typeof insertBay>[1]> = {}) => ({
  slug,
  ...offset(0, eastM),
  hullKinds: [...both],
  buoys: [{ kind: 'digital' as const, hullKinds: [...both], at: offset(50, eastM) }],
  ...bay,
});

/** The home bay's usable buoys that fit a 12 m monohull, nearest first (not in label order). */
const homeNearestFirst = ['cand-home:3', 'cand-home:8', 'cand-home:2', 'cand-home:9'];

/** Labels `slug:label` of an answer, in order. */
const named = (candidates: catalogV1.BuoyCandidate[]) =>
  candidates.map((candidate) => `${candidate.baySlug}:${candidate.buoyLabel}`);

describe('buoy lookups for booking: GetBuoy and ListBuoyCandidates', () => {
  let catalog: RunningCatalog;
  let wantedId: string;
  const positions = new Map<string, { lat: number; lon: number }>();

  beforeAll(async () => {
    catalog = await startCatalog();
    // Home bay: buoy 1 is the wanted one; each other buoy fails one rule or passes, at its own
    // distance, so that the nearest-first order differs from the label order.
    const homeBuoys = [
      { kind: 'digital' as const, at: offset(0, 0) },
      { kind: 'digital' as const, at: offset(300, 0) },
      { kind: 'digital' as const, state: 'restricted' as const, at: offset(100, 0) },
      { kind: 'digital' as const, state: 'out_of_service' as const, at: offset(50, 0) },
      { kind: 'fcfs' as const, at: offset(60, 0) },
      { kind: 'traditional' as const, at: offset(70, 0) },
      { kind: 'digital' as const, maxLoaCm: 1000, at: offset(80, 0) },
      { kind: 'digital' as const, hullKinds: ['mono' as const], at: offset(200, 0) },
      { kind: 'digital' as const, at: offset(400, 0) },
    ].map((buoy) => ({ hullKinds: [...both], ...buoy }));
    const homeBay = await insertBay(catalog.db, {
      slug: 'cand-home',
      ...home,
      hullKinds: [...both],
      buoys: homeBuoys,
    });
    wantedId = homeBay.buoys[0]?.id ?? '';
    homeBuoys.forEach((buoy, index) => positions.set(`cand-home:${index + 1}`, buoy.at));
    const others = [
      // A bay next door whose buoy is nearer than most of the home bay's: still after them.
      oneBuoyBay('cand-next-door', 150),
      oneBuoyBay('cand-short-bay', 2_000, { maxLoaCm: 1000 }),
      oneBuoyBay('cand-mono-bay', 3_000, { hullKinds: ['mono'] }),
      oneBuoyBay('cand-no-day', 4_000, { daySold: false }),
      oneBuoyBay('cand-east', 5_000),
      oneBuoyBay('cand-far', 80_000),
    ];
    for (const bay of others) {
      await insertBay(catalog.db, bay);
      positions.set(`${bay.slug}:1`, bay.buoys[0]?.at ?? home);
    }
  });

  afterAll(() => catalog.stop());

  const candidates = async (request: Partial<catalogV1.ListBuoyCandidatesRequest> = {}) =>
    named(
      (
        await catalog.client.listBuoyCandidates({
          buoyId: wantedId,
          loaCm: 1200,
          hullKind: HullKind.HULL_KIND_MONO,
          stayKind: StayKind.STAY_KIND_NIGHT,
          ...request,
        })
      ).candidates,
    );

  it('when a 12 m monohull wants a night, then its bay comes first nearest first, then other bays by distance', async () => {
    // Not the wanted buoy (0 m), nor out of service (50 m), FCFS (60 m), traditional (70 m) or
    // too short (80 m); the bay next door (160 m) after its own bay's; not the bay whose limit
    // is 10 m (2 km), nor the bay 80 km away.
    expect(await candidates()).toEqual([
      ...homeNearestFirst,
      'cand-next-door:1',
      'cand-mono-bay:1',
      'cand-no-day:1',
      'cand-east:1',
    ]);
  });

  it('when a walk-up asks within 10 km, then the first-come buoy joins the digital ones, each with its QR slug, and the far bay stays out', async () => {
    const { candidates: answer } = await catalog.client.listBuoyCandidates({
      buoyId: wantedId,
      loaCm: 1200,
      hullKind: HullKind.HULL_KIND_MONO,
      stayKind: StayKind.STAY_KIND_NIGHT,
      withinM: 10_000,
      walkUp: true,
    });
    // FCFS (60 m) comes in at its distance; traditional (70 m) still does not take a check-in.
    expect(named(answer).slice(0, 3)).toEqual(['cand-home:5', 'cand-home:3', 'cand-home:8']);
    expect(named(answer)).not.toContain('cand-home:6');
    expect(named(answer).at(-1)).toBe('cand-east:1');
    expect(answer.find((candidate) => candidate.buoyLabel === '5')?.qrSlug).toBe('cand-home-5');
    // Every seeded bay keeps the night after a booked one for the boat there (issue 30 item 3).
    expect(answer.every((candidate) => candidate.keepsNextNight)).toBe(true);
  });

  it('when a 9 m monohull asks, then the short buoy and the short bay are candidates too', async () => {
    expect(await candidates({ loaCm: 900 })).toEqual([
      'cand-home:7',
      ...homeNearestFirst,
      'cand-next-door:1',
      'cand-short-bay:1',
      'cand-mono-bay:1',
      'cand-no-day:1',
      'cand-east:1',
    ]);
  });

  it('when the boat is longer than every buoy, then there is no candidate', async () => {
    expect(await candidates({ loaCm: 2001 })).toEqual([]);
  });

  it('when a multihull asks, then neither a monohull buoy nor a buoy at a monohull bay is a candidate', async () => {
    expect(await candidates({ hullKind: HullKind.HULL_KIND_MULTI })).toEqual([
      'cand-home:3',
      'cand-home:2',
      'cand-home:9',
      'cand-next-door:1',
      'cand-no-day:1',
      'cand-east:1',
    ]);
  });

  it('when a day stay is wanted, then a bay that sells no day stays has no candidate', async () => {
    expect(await candidates({ stayKind: StayKind.STAY_KIND_DAY })).toEqual([
      ...homeNearestFirst,
      'cand-next-door:1',
      'cand-mono-bay:1',
      'cand-east:1',
    ]);
  });

  it('when the distance is widened or narrowed, then farther bays come in or go, but never the own bay', async () => {
    expect((await candidates({ withinM: 100_000 })).at(-1)).toBe('cand-far:1');
    expect(await candidates({ withinM: 3_500 })).toEqual([
      ...homeNearestFirst,
      'cand-next-door:1',
      'cand-mono-bay:1',
    ]);
    expect(await candidates({ withinM: 1 })).toEqual(homeNearestFirst);
  });

  it('when a limit is given, then only the first candidates come back', async () => {
    expect(await candidates({ limit: 2 })).toEqual(['cand-home:3', 'cand-home:8']);
  });

  it('when candidates come back, then each carries its bay, time zone, stays and distance in metres', async () => {
    const { candidates: answer } = await catalog.client.listBuoyCandidates({
      buoyId: wantedId,
      loaCm: 1200,
      hullKind: HullKind.HULL_KIND_MONO,
      stayKind: StayKind.STAY_KIND_NIGHT,
    });
    const noDay = answer.find((candidate) => candidate.baySlug === 'cand-no-day');
    expect(noDay).toMatchObject({
      bayName: 'cand-no-day',
      timeZone: 'Europe/Zagreb',
      dayStay: { offered: false, checkIn: '', pricePerHour: undefined },
      nightStay: {
        offered: true,
        checkIn: '14:00',
        checkOut: '12:00',
        pricePerNight: { amountMinor: 8000, currency: 'EUR' },
      },
    });
    expect(noDay?.bayId).toMatch(/^[0-9a-f-]{36}$/);
    expect(noDay?.buoyId).toMatch(/^[0-9a-f-]{36}$/);
    const wantedAt = positions.get('cand-home:1') ?? home;
    for (const candidate of answer) {
      const at = positions.get(`${candidate.baySlug}:${candidate.buoyLabel}`) ?? home;
      expect(Math.abs(candidate.distanceM - distanceM(wantedAt, at))).toBeLessThanOrEqual(1);
    }
  });

  it('when the wanted buoy is unknown or not a uuid, or the boat is not described, then the request fails', async () => {
    const ask = (request: Partial<catalogV1.ListBuoyCandidatesRequest>) =>
      catalog.client.listBuoyCandidates({
        buoyId: wantedId,
        loaCm: 1200,
        hullKind: HullKind.HULL_KIND_MONO,
        stayKind: StayKind.STAY_KIND_NIGHT,
        ...request,
      });
    await expect(ask({ buoyId: randomUUID() })).rejects.toMatchObject({ code: 'not_found' });
    await expect(ask({ buoyId: 'buoy-12' })).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(ask({ hullKind: HullKind.HULL_KIND_UNSPECIFIED })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    await expect(ask({ loaCm: 0 })).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(ask({ withinM: -5 })).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(ask({ limit: -1 })).rejects.toMatchObject({ code: 'invalid_request' });
  });

  it('when a buoy is asked for, then it comes with its whole bay and no live status', async () => {
    const { buoy, bay } = await catalog.client.getBuoy({ buoyId: wantedId });
    expect(buoy).toMatchObject({
      buoyId: wantedId,
      label: '1',
      maxLoaCm: 2000,
      hullKinds: [HullKind.HULL_KIND_MONO, HullKind.HULL_KIND_MULTI],
      managementKind: catalogV1.ManagementKind.MANAGEMENT_KIND_DIGITAL,
      serviceState: catalogV1.ServiceState.SERVICE_STATE_IN_SERVICE,
      status: catalogV1.BuoyStatus.BUOY_STATUS_UNSPECIFIED,
      bookedUntil: undefined,
    });
    expect(buoy?.location?.lat).toBeCloseTo(home.lat, 9);
    // The same bay message as the bay page, counts included.
    const { bay: page } = await catalog.client.getBay({ slug: 'cand-home' });
    expect(bay).toEqual(page);
    expect(bay?.buoyCounts).toEqual({ digital: 7, fcfs: 1, traditional: 1, outOfService: 1 });
  });

  it('when GetBuoy gets an unknown id or one that is not a uuid, then it fails with not_found or invalid_request', async () => {
    await expect(catalog.client.getBuoy({ buoyId: randomUUID() })).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(catalog.client.getBuoy({ buoyId: 'not-a-uuid' })).rejects.toMatchObject({
      code: 'invalid_request',
    });
  });
});
