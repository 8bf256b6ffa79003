import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bayClock } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { insertBay } from '../../services/catalog/test/support';
import { startCatalogStack, type CatalogStack } from './support/catalog-stack';
import { openEventStream } from './support/event-stream';

// The Adriatic from Trieste to Dubrovnik: every demo bay.
const ADRIATIC = '12.5,41.5,19.5,46.0';

describe('/api/v1 map, bays and search on the real catalog', () => {
  let stack: CatalogStack;
  const get = (url: string, headers: Record<string, string> = {}) =>
    stack.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    stack = await startCatalogStack();
  });
  afterAll(() => stack.stop());

  describe('bays and pins', () => {
    it('when a visitor asks, then every pin is grey and nothing real-time is in the answer', async () => {
      const answer = await get(`/bays?bbox=${ADRIATIC}`);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.live_status).toBe(false);
      expect(body.bays.length).toBeGreaterThanOrEqual(15);
      for (const bay of body.bays) {
        expect(bay).toMatchObject({ pin: 'grey', free_buoys: null });
        expect(['sign_in_required', 'informational']).toContain(bay.pin_state);
      }
      expect(answer.body).not.toMatch(/"(available|booked)"/);
    });

    it('when a signed-in user asks, then pins carry colours and free buoy counts', async () => {
      const body = (await get(`/bays?bbox=${ADRIATIC}`, await stack.signedIn())).json();
      expect(body.live_status).toBe(true);
      const telascica = body.bays.find((bay: { slug: string }) => bay.slug === 'telascica');
      expect(telascica.pin).toBe('blue');
      expect(telascica.free_buoys).toBeGreaterThan(0);
      expect(telascica.night_stay.price_per_night).toMatchObject({ currency: 'EUR' });
      expect(new Set(body.bays.map((bay: { pin: string }) => bay.pin)).size).toBeGreaterThan(1);
    });

    it('when the area holds no bay, then the list is empty', async () => {
      expect((await get('/bays?bbox=5,50,6,51')).json().bays).toEqual([]);
    });

    it.each([
      ['/bays?bbox=1,2,3', 'invalid_bbox', 'Invalid map area'],
      ['/bays', 'invalid_request', 'Invalid entry'],
      [`/bays?bbox=${ADRIATIC}&from=22-11-2026`, 'invalid_date_format', 'Invalid date format'],
      [`/bays?bbox=${ADRIATIC}&from=2020-01-01`, 'dates_in_past', 'These dates are in the past'],
      [`/bays?bbox=${ADRIATIC}&stay=week`, 'invalid_request', 'Invalid entry'],
      ['/locations?q=t', 'query_too_short', 'Type at least 2 characters'],
      ['/locations?q=%20a%20', 'query_too_short', 'Type at least 2 characters'],
    ])('when asked %s, then 400 %s', async (url, code, message) => {
      const answer = await get(url);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code, message });
    });

    it('when the access token is not valid, then 401 rather than the visitor view', async () => {
      const answer = await get(`/bays?bbox=${ADRIATIC}`, { authorization: 'Bearer expired.or.forged' });
      expect(answer.statusCode).toBe(401);
    });
  });

  describe('a bay and its buoys', () => {
    it('when the bay page is asked, then its details come in four languages; an unknown slug is 404', async () => {
      const bay = (await get('/bays/telascica')).json();
      expect(bay).toMatchObject({ slug: 'telascica', name: 'Telašćica', time_zone: 'Europe/Zagreb' });
      expect(Object.keys(bay.description)).toEqual(['en', 'sl', 'hr', 'it']);
      expect(bay.description.hr).not.toBe(bay.description.en);
      expect(bay.vat_rate_percent).toBeGreaterThan(0);
      expect(bay.images.length).toBeGreaterThan(0);
      const unknown = await get('/bays/no-such-bay');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'not_found' });
    });

    it('when a visitor lists the buoys, then none has a status; signed in, every one has', async () => {
      const anonymous = (await get('/bays/telascica/buoys')).json();
      expect(anonymous.live_status).toBe(false);
      expect(anonymous.buoys.length).toBeGreaterThanOrEqual(8);
      expect(anonymous.buoys.every((buoy: { status: unknown }) => buoy.status === null)).toBe(true);
      const signedIn = (await get('/bays/telascica/buoys', await stack.signedIn())).json();
      expect(signedIn.live_status).toBe(true);
      expect(signedIn.buoys.every((buoy: { status: unknown }) => typeof buoy.status === 'string')).toBe(true);
    });

    it('when the weather provider is down, then 200 with available false', async () => {
      const answer = await get('/bays/telascica/weather');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ available: false, current: null });
    });
  });

  describe('the compact viewport', () => {
    it('when asked for every buoy of the Adriatic, then parallel arrays, with statuses only signed in', async () => {
      const anonymous = await stack.app.inject({
        method: 'GET',
        url: `/api/v1/map/buoys?bbox=${ADRIATIC}`,
        headers: { 'accept-encoding': 'identity' },
      });
      const body = anonymous.json();
      expect(body.buoys.count).toBeGreaterThan(400);
      expect(body.buoys.label).toHaveLength(body.buoys.count);
      expect(body.buoys.management).toHaveLength(body.buoys.count);
      expect(body.buoys.status).toBeNull();
      const signedIn = (await get(`/map/buoys?bbox=${ADRIATIC}`, await stack.signedIn())).json();
      expect(signedIn.buoys.status).toHaveLength(signedIn.buoys.count);
      const compressed = await stack.app.inject({
        method: 'GET',
        url: `/api/v1/map/buoys?bbox=${ADRIATIC}`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.rawPayload.length).toBeLessThan(anonymous.rawPayload.length / 3);
    });
  });

  describe('search, boats and embeds', () => {
    it.each([
      ['telas', 'Telašćica'],
      ['TELAŠĆICA', 'Telašćica'],
      ['sipan', 'Šipan'],
    ])('when searching %p, then %p comes first', async (q, name) => {
      const { results } = (await get(`/locations?q=${encodeURIComponent(q)}`)).json();
      expect(results[0].name).toBe(name);
    });

    it('when a brand is searched, then its models follow', async () => {
      const { brands } = (await get('/boat-brands?q=bavar')).json();
      expect(brands[0].name).toMatch(/^Bavaria/);
      const { models } = (await get(`/boat-brands/${brands[0].id}/models`)).json();
      expect(models.length).toBeGreaterThan(0);
      expect(models[0].boat_type).toMatch(/^(sail|power)(mono|multi)hull$/);
      expect(models.find((model: { name: string }) => model.name === 'Cruiser 46')).toMatchObject({
        loa_cm: 1427,
        beam_cm: 435,
        draft_cm: 210,
      });
      expect(models.find((model: { name: string }) => model.name === 'SR41')).toMatchObject({ loa_cm: null });
    });

    it('when the demo embed is asked, then its partner and bays; an unknown one is 404', async () => {
      const embed = (await get('/map-embeds/6f1c2a9e-4b7d-4c1e-9a55-2d7e8f0b3c11')).json();
      expect(embed).toMatchObject({ partner_name: 'Elafiti Sailing Club' });
      expect(embed.bays.length).toBeGreaterThan(0);
      expect((await get('/map-embeds/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await get('/map-embeds/not-a-uuid')).statusCode).toBe(400);
    });
  });

  describe('live status', () => {
    it('when a buoy is held for now, then a signed-in map stream hears it is held', async () => {
      // A bay whose nights begin at midnight: tonight's stay there is under way at any time of day.
      const bay = await insertBay(stack.catalogDb, {
        slug: 'round-the-clock',
        lat: 46.6,
        lon: 13.8,
        nightTimes: { checkIn: '00:00', checkOut: '23:00' },
        buoys: [{ kind: 'digital' }],
      });
      const buoyId = bay.buoys[0]?.id ?? '';
      const stream = await openEventStream(`${stack.baseUrl}/api/v1/map/stream`, await stack.signedIn());
      await stack.holdBuoy(buoyId, bayClock.localDate(new Date(), 'Europe/Zagreb'));
      await waitFor(() => stream.eventWith(buoyId, 'buoy-status') !== '', 20_000);
      expect(stream.dataOf(buoyId, 'buoy-status')).toMatchObject({ status: 'held' });
      await waitFor(() => stream.eventWith(buoyId, 'buoy-availability') !== '', 5_000);
      expect(stream.dataOf(buoyId, 'buoy-availability')).toMatchObject({ occupied: true });
      await stream.close();
      const buoys = (await get('/bays/round-the-clock/buoys', await stack.signedIn())).json().buoys;
      expect(buoys.find((candidate: { id: string }) => candidate.id === buoyId).status).toBe('held');
    });

    it('when a buoy is held for a later night only, then the stream names the period though nothing changed now', async () => {
      // The last digital buoy in service at Telašćica by label.
      const buoy = await stack.catalogDb
        .selectFrom('buoys')
        .innerJoin('bays', 'bays.id', 'buoys.bay_id')
        .select(['buoys.id', 'buoys.bay_id'])
        .where('bays.slug', '=', 'telascica')
        .where('buoys.management_kind', '=', 'digital')
        .where('buoys.service_state', '=', 'in_service')
        .orderBy('buoys.label', 'desc')
        .executeTakeFirstOrThrow();
      const stream = await openEventStream(`${stack.baseUrl}/api/v1/map/stream`, await stack.signedIn());
      const tomorrow = bayClock.addDays(bayClock.localDate(new Date(), 'Europe/Zagreb'), 1);
      await stack.holdBuoy(buoy.id, tomorrow);
      await waitFor(() => stream.eventWith(buoy.id, 'buoy-availability') !== '', 20_000);
      // Telašćica's nights run from 14:00 to 12:00 the next day, in the bay's time zone.
      expect(stream.dataOf(buoy.id, 'buoy-availability')).toEqual({
        bay_id: buoy.bay_id,
        buoy_id: buoy.id,
        buoy_label: expect.any(String),
        period_start: bayClock.instantAt(tomorrow, '14:00', 'Europe/Zagreb').toISOString(),
        period_end: bayClock.instantAt(bayClock.addDays(tomorrow, 1), '12:00', 'Europe/Zagreb').toISOString(),
        occupied: true,
        changed_at: expect.any(String),
      });
      // Its status now is unchanged, so no buoy-status event was sent for it.
      expect(stream.eventWith(buoy.id, 'buoy-status')).toBe('');
      await stream.close();
    });
  });
});
