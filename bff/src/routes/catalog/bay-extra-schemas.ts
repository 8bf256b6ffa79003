import { Type } from '@fastify/type-provider-typebox';
import { named, nullable } from '../../wire/named-schema';

export const WeatherSample = named(
  'WeatherSample',
  Type.Object({
    time: Type.String({ format: 'date-time' }),
    temperature_c: Type.Number(),
    wind_speed_kn: Type.Number(),
    wind_direction_deg: Type.Integer(),
    wind_gusts_kn: Type.Number(),
    weather_code: Type.Integer({ description: 'WMO weather interpretation code' }),
  }),
);

export const WeatherDay = named(
  'WeatherDay',
  Type.Object({
    date: Type.String({ format: 'date' }),
    weather_code: Type.Integer(),
    temperature_max_c: Type.Number(),
    temperature_min_c: Type.Number(),
    wind_speed_max_kn: Type.Number(),
    wind_gusts_max_kn: Type.Number(),
    wind_direction_dominant_deg: Type.Integer(),
  }),
);

export const Weather = named(
  'Weather',
  Type.Object({
    available: Type.Boolean(),
    current: nullable(WeatherSample.ref),
    hours: Type.Array(WeatherSample.ref),
    days: Type.Array(WeatherDay.ref),
    fetched_at: nullable(Type.String({ format: 'date-time' })),
    attribution: Type.String(),
  }),
);

export const MapEmbed = named(
  'MapEmbed',
  Type.Object({
    id: Type.String(),
    partner_name: Type.String(),
    allowed_origins: Type.Array(Type.String()),
    center: Type.Object({ lat: Type.Number(), lon: Type.Number() }),
    zoom: Type.Number(),
    locale: Type.String(),
    theme: Type.Union([Type.Literal('light'), Type.Literal('dark')]),
    bays: Type.Array(
      Type.Object({
        id: Type.String(),
        slug: Type.String(),
        name: Type.String(),
        lat: Type.Number(),
        lon: Type.Number(),
      }),
    ),
  }),
);
