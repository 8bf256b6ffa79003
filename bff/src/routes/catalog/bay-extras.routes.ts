import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { catalogV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { ErrorBody } from '../error-body';
import { point } from './catalog-json';
import type { CatalogRouteDeps } from './catalog-route-deps';

const errors = { 400: ErrorBody, 404: ErrorBody, '5xx': ErrorBody };

const Sample = Type.Object({
  time: Type.String({ format: 'date-time' }),
  temperature_c: Type.Number(),
  wind_speed_kn: Type.Number(),
  wind_direction_deg: Type.Integer(),
  wind_gusts_kn: Type.Number(),
  weather_code: Type.Integer({ description: 'WMO weather interpretation code' }),
});

const sample = (value: catalogV1.WeatherSample) => ({
  time: (value.time ?? new Date(0)).toISOString(),
  temperature_c: value.temperatureC,
  wind_speed_kn: value.windSpeedKn,
  wind_direction_deg: value.windDirectionDeg,
  wind_gusts_kn: value.windGustsKn,
  weather_code: value.weatherCode,
});

/** A bay's local weather and the partners' map embeds (spec §2). */
export function bayExtraRoutes({ catalog }: CatalogRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/v1/bays/:slug/weather',
      {
        schema: {
          tags: ['map'],
          summary: 'Local weather at a bay',
          description:
            'Cached for 30 minutes per bay. When the weather provider cannot be reached the answer is ' +
            '200 with `available: false`; the bay page says weather is unavailable.',
          params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120 }) }),
          response: {
            200: Type.Object({
              available: Type.Boolean(),
              current: Type.Union([Sample, Type.Null()]),
              hours: Type.Array(Sample),
              days: Type.Array(
                Type.Object({
                  date: Type.String(),
                  weather_code: Type.Integer(),
                  temperature_max_c: Type.Number(),
                  temperature_min_c: Type.Number(),
                  wind_speed_max_kn: Type.Number(),
                  wind_gusts_max_kn: Type.Number(),
                  wind_direction_dominant_deg: Type.Integer(),
                }),
              ),
              fetched_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
              attribution: Type.String(),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        const weather = await catalog.getWeather({ baySlug: request.params.slug });
        return {
          available: weather.available,
          current: weather.available && weather.current ? sample(weather.current) : null,
          hours: weather.hours.map(sample),
          days: weather.days.map((day) => ({
            date: day.date,
            weather_code: day.weatherCode,
            temperature_max_c: day.temperatureMaxC,
            temperature_min_c: day.temperatureMinC,
            wind_speed_max_kn: day.windSpeedMaxKn,
            wind_gusts_max_kn: day.windGustsMaxKn,
            wind_direction_dominant_deg: day.windDirectionDominantDeg,
          })),
          fetched_at: weather.fetchedAt?.toISOString() ?? null,
          attribution: weather.attribution,
        };
      },
    );

    app.get(
      '/v1/map-embeds/:uuid',
      {
        schema: {
          tags: ['map'],
          summary: "A partner's map embed",
          description: 'What /{locale}/map-embed/{uuid} shows, and which sites may frame it.',
          params: Type.Object({ uuid: Type.String({ format: 'uuid' }) }),
          response: {
            200: Type.Object({
              id: Type.String(),
              partner_name: Type.String(),
              allowed_origins: Type.Array(Type.String()),
              center: Type.Object({ lat: Type.Number(), lon: Type.Number() }),
              zoom: Type.Number(),
              locale: Type.String(),
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
            ...errors,
          },
        },
      },
      async (request) => {
        const { embed } = await catalog.getEmbed({ embedId: request.params.uuid });
        if (!embed) throw new AppError('not_found');
        return {
          id: embed.embedId,
          partner_name: embed.partnerName,
          allowed_origins: embed.allowedOrigins,
          center: point(embed.center),
          zoom: embed.zoom,
          locale: embed.locale,
          bays: embed.bays.map((bay) => ({
            id: bay.bayId,
            slug: bay.slug,
            name: bay.name,
            ...point(bay.location),
          })),
        };
      },
    );
  };
}
