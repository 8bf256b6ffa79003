import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { catalogV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { ErrorBody } from '../error-body';
import { point } from './catalog-json';
import { MapEmbed, Weather } from './bay-extra-schemas';
import type { CatalogRouteDeps } from './catalog-route-deps';
import { SlugParams } from './catalog-schemas';

const error = ErrorBody.ref;

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
          params: SlugParams,
          response: { 200: Weather.ref, 400: error, 404: error, '5xx': error },
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
          params: Type.Object({ uuid: Type.String({ format: 'uuid', maxLength: 36 }) }),
          response: { 200: MapEmbed.ref, 400: error, 404: error, '5xx': error },
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
          theme: embed.theme === 'dark' ? ('dark' as const) : ('light' as const),
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
