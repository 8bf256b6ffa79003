import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startFakeOpenMeteo, type FakeOpenMeteo } from './fake-open-meteo';
import { insertBay, startCatalog, type RunningCatalog } from './support';

describe('GetWeather', () => {
  let openMeteo: FakeOpenMeteo;
  let catalog: RunningCatalog;
  let clock = new Date('2026-07-01T10:21:00Z');

  beforeAll(async () => {
    openMeteo = await startFakeOpenMeteo();
    catalog = await startCatalog(
      { WEATHER_BASE_URL: openMeteo.baseUrl, WEATHER_TIMEOUT_MS: 300 },
      { now: () => clock },
    );
    for (const [index, slug] of ['weather-cached', 'weather-outage', 'weather-hang'].entries()) {
      await insertBay(catalog.db, { slug, lat: 43 + index / 10, lon: 15, buoys: [{ kind: 'digital' }] });
    }
  });

  afterAll(async () => {
    await catalog.stop();
    await openMeteo.close();
  });

  const weather = (baySlug: string) => catalog.client.getWeather({ baySlug });
  const advance = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };

  it('when a bay is asked again within 30 minutes, then the answer comes from the cache', async () => {
    openMeteo.mode = 'ok';
    const before = openMeteo.requests.length;
    const first = await weather('weather-cached');
    expect(first.available).toBe(true);
    expect(first.current?.temperatureC).toBe(27.4);
    expect(first.hours).toHaveLength(12);
    expect(first.days).toHaveLength(3);
    expect(first.fetchedAt).toEqual(clock);
    expect(openMeteo.requests).toHaveLength(before + 1);
    advance(29);
    expect((await weather('weather-cached')).fetchedAt).toEqual(first.fetchedAt);
    expect(openMeteo.requests).toHaveLength(before + 1);
    advance(1);
    await weather('weather-cached');
    expect(openMeteo.requests).toHaveLength(before + 2);
  });

  it('when the provider is down, then the weather is unavailable, not an error, and asked again a minute later', async () => {
    openMeteo.mode = 'error';
    const before = openMeteo.requests.length;
    expect(await weather('weather-outage')).toMatchObject({ available: false, hours: [], days: [] });
    expect((await weather('weather-outage')).current).toBeUndefined();
    expect(openMeteo.requests).toHaveLength(before + 1);
    openMeteo.mode = 'ok';
    advance(1);
    expect((await weather('weather-outage')).available).toBe(true);
    expect(openMeteo.requests).toHaveLength(before + 2);
  });

  it('when the provider does not answer in time, then the weather is unavailable', async () => {
    openMeteo.mode = 'hang';
    expect((await weather('weather-hang')).available).toBe(false);
    openMeteo.mode = 'ok';
  });

  it('when the bay is unknown, then GetWeather fails with not_found', async () => {
    await expect(weather('no-such-bay')).rejects.toMatchObject({ code: 'not_found' });
  });
});
