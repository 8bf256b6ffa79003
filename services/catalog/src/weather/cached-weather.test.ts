import { describe, expect, it } from '@jest/globals';
import { cachedWeather, outageCacheMs, weatherCacheMs } from './cached-weather';
import type { WeatherLocation, WeatherProvider, WeatherReport } from './weather';

const telascica: WeatherLocation = { lat: 43.895, lon: 15.17, timeZone: 'Europe/Zagreb' };
const start = new Date('2026-07-01T10:00:00Z');

function fakeProvider(fail: () => boolean) {
  const calls: WeatherLocation[] = [];
  const provider: WeatherProvider = {
    async forecast(location) {
      calls.push(location);
      if (fail()) throw new Error('provider down');
      return { fetchedAt: start } as WeatherReport;
    },
  };
  return { provider, calls };
}

describe('cachedWeather', () => {
  it('when a bay is asked again within 30 minutes, then the provider is not asked again', async () => {
    let now = start;
    const { provider, calls } = fakeProvider(() => false);
    const weather = cachedWeather(provider, { now: () => now });
    expect((await weather.weatherAt('bay-1', telascica)).available).toBe(true);
    now = new Date(start.getTime() + weatherCacheMs - 1);
    await weather.weatherAt('bay-1', telascica);
    expect(calls).toHaveLength(1);
    now = new Date(start.getTime() + weatherCacheMs);
    await weather.weatherAt('bay-1', telascica);
    expect(calls).toHaveLength(2);
  });

  it('when two bays are asked, then each has its own entry', async () => {
    const { provider, calls } = fakeProvider(() => false);
    const weather = cachedWeather(provider, { now: () => start });
    await weather.weatherAt('bay-1', telascica);
    await weather.weatherAt('bay-2', telascica);
    expect(calls).toHaveLength(2);
  });

  it('when the provider fails, then the answer is unavailable and it is asked again after a minute', async () => {
    let now = start;
    let down = true;
    const failures: unknown[] = [];
    const { provider, calls } = fakeProvider(() => down);
    const weather = cachedWeather(provider, { now: () => now, onFailure: (error) => failures.push(error) });
    expect(await weather.weatherAt('bay-1', telascica)).toEqual({ available: false });
    expect(failures).toHaveLength(1);
    down = false;
    await weather.weatherAt('bay-1', telascica);
    expect(calls).toHaveLength(1);
    now = new Date(start.getTime() + outageCacheMs);
    expect((await weather.weatherAt('bay-1', telascica)).available).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('when one bay is asked twice at once, then the provider is asked once', async () => {
    const { provider, calls } = fakeProvider(() => false);
    const weather = cachedWeather(provider, { now: () => start });
    await Promise.all([weather.weatherAt('bay-1', telascica), weather.weatherAt('bay-1', telascica)]);
    expect(calls).toHaveLength(1);
  });
});
