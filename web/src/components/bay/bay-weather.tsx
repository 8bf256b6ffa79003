'use client';

import { useFormatter, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { fetchWeather } from '../../map/map-api';
import type { WeatherSample } from '../../http/api-schema';
import { compassPoint, weatherKind } from './weather-codes';

// The bay's local weather (issue 5 item 6). Loaded in the browser: it is not page content worth
// indexing, and a slow provider must not hold the page. When the BFF says it is unavailable,
// the notice shows and nothing else changes.

const DAYS_SHOWN = 4;

function Current({ sample, timeZone }: { sample: WeatherSample; timeZone: string }) {
  const t = useTranslations('Weather');
  const format = useFormatter();
  const celsius = (value: number) =>
    format.number(value, { style: 'unit', unit: 'celsius', maximumFractionDigits: 0 });
  const knots = (value: number) => format.number(value, { maximumFractionDigits: 0 });
  return (
    <div className="weather__now">
      <p className="weather__headline">
        <span className="weather__label">{t('now')}</span>{' '}
        <span className="weather__temperature">{celsius(sample.temperature_c)}</span>{' '}
        {t(`codes.${weatherKind(sample.weather_code)}`)}
      </p>
      <p>
        {t('wind', {
          speed: knots(sample.wind_speed_kn),
          direction: t(`directions.${compassPoint(sample.wind_direction_deg)}`),
        })}
        {', '}
        {t('gusts', { speed: knots(sample.wind_gusts_kn) })}
      </p>
      <p className="weather__time">
        {format.dateTime(new Date(sample.time), {
          timeZone,
          weekday: 'long',
          hour: '2-digit',
          minute: '2-digit',
        })}
      </p>
    </div>
  );
}

export function BayWeather({ slug, timeZone }: { slug: string; timeZone: string }) {
  const t = useTranslations('Weather');
  const format = useFormatter();
  const api = useApiClient();
  const { data, error } = useSWR(['bay-weather', slug], () => fetchWeather(api, slug), {
    revalidateOnFocus: false,
  });
  if (error || (data && !data.available)) {
    return (
      <p className="weather weather--unavailable" role="status">
        {t('unavailable')}
      </p>
    );
  }
  if (!data) return <p role="status">{t('loading')}</p>;
  const whole = (value: number) => format.number(value, { maximumFractionDigits: 0 });
  return (
    <div className="weather">
      {data.current ? <Current sample={data.current} timeZone={timeZone} /> : null}
      {data.days.length > 0 ? (
        <>
          <h3 className="weather__days-heading">{t('forecastHeading')}</h3>
          <ul className="weather__days">
            {data.days.slice(0, DAYS_SHOWN).map((day) => (
              <li key={day.date} className="weather__day">
                <span className="weather__day-name">
                  {/* A calendar date: noon UTC keeps it the same day in every zone. */}
                  {format.dateTime(new Date(`${day.date}T12:00:00Z`), {
                    weekday: 'long',
                    day: 'numeric',
                    month: 'long',
                  })}
                </span>
                <span>{t(`codes.${weatherKind(day.weather_code)}`)}</span>
                <span>
                  {t('dayRange', { min: whole(day.temperature_min_c), max: whole(day.temperature_max_c) })}
                </span>
                <span>
                  {t('wind', {
                    speed: whole(day.wind_speed_max_kn),
                    direction: t(`directions.${compassPoint(day.wind_direction_dominant_deg)}`),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="weather__source">
        {t('attribution', { source: data.attribution })}
        {data.fetched_at === null ? null : (
          <>
            {' · '}
            {t('updated', {
              time: format.dateTime(new Date(data.fetched_at), {
                timeZone,
                hour: '2-digit',
                minute: '2-digit',
              }),
            })}
          </>
        )}
      </p>
    </div>
  );
}
