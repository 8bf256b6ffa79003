import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Local midnight of 1 July 2026 in Zagreb (UTC+2), and "now" twenty past noon local.
export const midnight = Date.UTC(2026, 5, 30, 22) / 1000;
export const nowSeconds = midnight + 12 * 3600 + 20 * 60;
const hourly = Array.from({ length: 72 }, (_, hour) => midnight + hour * 3600);

/** An answer in Open-Meteo's format for `timeformat=unixtime` (one array per variable). */
export function openMeteoForecast() {
  const perHour = (base: number) => hourly.map((_, hour) => base + hour / 10);
  return {
    latitude: 43.9,
    longitude: 15.17,
    generationtime_ms: 0.1,
    utc_offset_seconds: 7200,
    timezone: 'Europe/Zagreb',
    timezone_abbreviation: 'GMT+2',
    elevation: 2,
    current_units: { time: 'unixtime', interval: 'seconds', temperature_2m: '°C', wind_speed_10m: 'kn' },
    current: {
      time: nowSeconds,
      interval: 900,
      temperature_2m: 27.4,
      wind_speed_10m: 9.1,
      wind_direction_10m: 312.6,
      wind_gusts_10m: 15.3,
      weather_code: 1,
    },
    hourly_units: { time: 'unixtime', temperature_2m: '°C' },
    hourly: {
      time: hourly,
      temperature_2m: perHour(20),
      wind_speed_10m: perHour(5),
      wind_direction_10m: hourly.map(() => 300),
      wind_gusts_10m: perHour(10),
      // The model lacks one hour: that hour is left out.
      weather_code: hourly.map((_, hour) => (hour === 14 ? null : 3)),
    },
    daily_units: { time: 'unixtime' },
    daily: {
      time: [midnight, midnight + 86_400, midnight + 2 * 86_400],
      weather_code: [1, 61, 95],
      temperature_2m_max: [29.1, 26, 24.5],
      temperature_2m_min: [21.2, 20.4, 19.9],
      wind_speed_10m_max: [12.3, 18.1, 25.4],
      wind_gusts_10m_max: [20.2, 29.9, 41],
      wind_direction_10m_dominant: [315, 140.4, 135],
    },
  };
}

/** How the fake provider behaves: answers, fails with 503, never answers, or answers nonsense. */
export type Mode = 'ok' | 'error' | 'hang' | 'garbage';

export interface FakeOpenMeteo {
  /** Base URL to configure, ending in /v1 like the public API's. */
  baseUrl: string;
  /** Every request it received, in order. */
  requests: URL[];
  mode: Mode;
  close(): Promise<void>;
}

/** A local HTTP server that answers like the Open-Meteo forecast API (issue 5 item 6). */
export async function startFakeOpenMeteo(): Promise<FakeOpenMeteo> {
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://localhost'));
    if (fake.mode === 'hang') return;
    if (fake.mode === 'error') {
      response.writeHead(503).end('{"error":true,"reason":"down for maintenance"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(fake.mode === 'garbage' ? '{"current":{}}' : JSON.stringify(openMeteoForecast()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeOpenMeteo = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    mode: 'ok',
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return fake;
}
