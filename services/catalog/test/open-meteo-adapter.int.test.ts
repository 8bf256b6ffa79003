import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openMeteoProvider } from '../src/weather/open-meteo.adapter';
import { midnight, nowSeconds, startFakeOpenMeteo, type FakeOpenMeteo } from './fake-open-meteo';

describe('Open-Meteo adapter', () => {
  let openMeteo: FakeOpenMeteo;

  beforeAll(async () => {
    openMeteo = await startFakeOpenMeteo();
  });

  afterAll(() => openMeteo.close());

  const provider = () =>
    openMeteoProvider({
      baseUrl: openMeteo.baseUrl,
      timeoutMs: 500,
      now: () => new Date('2026-07-01T10:21:00Z'),
    });

  it('when Open-Meteo answers, then the report has the weather now, 12 hours from this one and 3 local days', async () => {
    openMeteo.mode = 'ok';
    const report = await provider().forecast({ lat: 43.895, lon: 15.17, timeZone: 'Europe/Zagreb' });
    const asked = openMeteo.requests.at(-1);
    expect(asked?.pathname).toBe('/v1/forecast');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      latitude: '43.8950',
      longitude: '15.1700',
      timezone: 'Europe/Zagreb',
      wind_speed_unit: 'kn',
      timeformat: 'unixtime',
      forecast_days: '3',
    });
    expect(asked?.searchParams.get('current')).toContain('wind_gusts_10m');
    expect(report.current).toEqual({
      time: new Date(nowSeconds * 1000),
      temperatureC: 27.4,
      windSpeedKn: 9.1,
      windDirectionDeg: 313,
      windGustsKn: 15.3,
      weatherCode: 1,
    });
    expect(report.hours).toHaveLength(12);
    expect(report.hours[0]?.time).toEqual(new Date((midnight + 12 * 3600) * 1000));
    expect(report.hours.map((hour) => hour.time.getTime())).not.toContain((midnight + 14 * 3600) * 1000);
    expect(report.days.map((day) => day.date)).toEqual(['2026-07-01', '2026-07-02', '2026-07-03']);
    expect(report.days[2]).toMatchObject({
      weatherCode: 95,
      windGustsMaxKn: 41,
      windDirectionDominantDeg: 135,
    });
    expect(report.fetchedAt).toEqual(new Date('2026-07-01T10:21:00Z'));
    expect(report.attribution).toContain('Open-Meteo');
  });

  it('when Open-Meteo fails, answers nonsense or hangs, then the adapter rejects', async () => {
    const location = { lat: 43.9, lon: 15.2, timeZone: 'Europe/Zagreb' };
    for (const failing of ['error', 'garbage', 'hang'] as const) {
      openMeteo.mode = failing;
      await expect(provider().forecast(location)).rejects.toThrow();
    }
    openMeteo.mode = 'ok';
  });
});
