import { z } from 'zod';
import type { DailyWeather, WeatherLocation, WeatherProvider, WeatherReport, WeatherSample } from './weather';

/** The public forecast API; WEATHER_BASE_URL replaces it (tests, a self-hosted instance). */
export const openMeteoBaseUrl = 'https://api.open-meteo.com/v1';
const attribution = 'Weather data by Open-Meteo.com';
const hoursAhead = 12;
const daysAhead = 3;

const sampleFields = 'temperature_2m,wind_speed_10m,wind_direction_10m,wind_gusts_10m,weather_code';
const dailyFields =
  'weather_code,temperature_2m_max,temperature_2m_min,wind_speed_10m_max,wind_gusts_10m_max,wind_direction_10m_dominant';

// Open-Meteo's JSON with `timeformat=unixtime`: times in seconds, one array per variable;
// a value the model lacks is null.
const series = z.array(z.number().nullable());
const forecastSchema = z.object({
  utc_offset_seconds: z.number(),
  current: z.object({
    time: z.number(),
    temperature_2m: z.number(),
    wind_speed_10m: z.number(),
    wind_direction_10m: z.number(),
    wind_gusts_10m: z.number(),
    weather_code: z.number(),
  }),
  hourly: z.object({
    time: z.array(z.number()),
    temperature_2m: series,
    wind_speed_10m: series,
    wind_direction_10m: series,
    wind_gusts_10m: series,
    weather_code: series,
  }),
  daily: z.object({
    time: z.array(z.number()),
    weather_code: series,
    temperature_2m_max: series,
    temperature_2m_min: series,
    wind_speed_10m_max: series,
    wind_gusts_10m_max: series,
    wind_direction_10m_dominant: series,
  }),
});

type Forecast = z.infer<typeof forecastSchema>;

/** Row `index` of parallel arrays, or undefined when any value is missing. */
function row<Key extends string>(columns: Record<Key, (number | null)[]>, index: number) {
  const values = {} as Record<Key, number>;
  for (const key of Object.keys(columns) as Key[]) {
    const value = columns[key][index];
    if (value === null || value === undefined) return undefined;
    values[key] = value;
  }
  return values;
}

function sample(values: Omit<Forecast['current'], 'time'>, time: number): WeatherSample {
  return {
    time: new Date(time * 1000),
    temperatureC: values.temperature_2m,
    windSpeedKn: values.wind_speed_10m,
    windDirectionDeg: Math.round(values.wind_direction_10m),
    windGustsKn: values.wind_gusts_10m,
    weatherCode: values.weather_code,
  };
}

function toReport(forecast: Forecast, fetchedAt: Date): WeatherReport {
  const { time: hourTimes, ...hourly } = forecast.hourly;
  const currentHour = Math.floor(forecast.current.time / 3600) * 3600;
  const hours = hourTimes.flatMap((time, index) => {
    const values = time >= currentHour ? row(hourly, index) : undefined;
    return values ? [sample(values, time)] : [];
  });
  const { time: dayTimes, ...daily } = forecast.daily;
  const days = dayTimes.flatMap((time, index): DailyWeather[] => {
    const values = row(daily, index);
    if (!values) return [];
    return [
      {
        // Daily unix times are the bay's local midnights.
        date: new Date((time + forecast.utc_offset_seconds) * 1000).toISOString().slice(0, 10),
        weatherCode: values.weather_code,
        temperatureMaxC: values.temperature_2m_max,
        temperatureMinC: values.temperature_2m_min,
        windSpeedMaxKn: values.wind_speed_10m_max,
        windGustsMaxKn: values.wind_gusts_10m_max,
        windDirectionDominantDeg: Math.round(values.wind_direction_10m_dominant),
      },
    ];
  });
  return {
    current: sample(forecast.current, forecast.current.time),
    hours: hours.slice(0, hoursAhead),
    days: days.slice(0, daysAhead),
    fetchedAt,
    attribution,
  };
}

/** The Open-Meteo forecast API adapter (no key). Gives up after `timeoutMs`. */
export function openMeteoProvider(settings: {
  baseUrl: string;
  timeoutMs: number;
  now: () => Date;
}): WeatherProvider {
  return {
    async forecast(location: WeatherLocation): Promise<WeatherReport> {
      const url = new URL(`${settings.baseUrl.replace(/\/+$/, '')}/forecast`);
      url.search = new URLSearchParams({
        latitude: location.lat.toFixed(4),
        longitude: location.lon.toFixed(4),
        current: sampleFields,
        hourly: sampleFields,
        daily: dailyFields,
        wind_speed_unit: 'kn',
        timezone: location.timeZone,
        timeformat: 'unixtime',
        forecast_days: String(daysAhead),
      }).toString();
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      if (!response.ok) throw new Error(`Open-Meteo answered HTTP ${response.status}`);
      return toReport(forecastSchema.parse(await response.json()), settings.now());
    },
  };
}
