import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { findBayPlace } from '../bays/bay.repository';
import type { CatalogTables } from '../catalog.tables';
import type { CachedWeather } from './cached-weather';
import type { WeatherAnswer } from './weather';

/** GetWeather: the weather at a bay, or `available: false`; only an unknown slug is an error. */
export async function getBayWeather(
  db: Kysely<CatalogTables>,
  weather: CachedWeather,
  slug: string,
): Promise<WeatherAnswer> {
  const bay = await findBayPlace(db, slug.trim());
  if (!bay) throw new AppError('not_found', 'Bay not found');
  return weather.weatherAt(bay.id, { lat: bay.lat, lon: bay.lon, timeZone: bay.time_zone });
}
