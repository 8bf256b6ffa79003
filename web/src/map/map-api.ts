import type { ApiClient } from '../http/api-client';
import { readApiError } from '../http/api-error';
import { decodeCompactBuoys } from './compact-buoys';
import type { MapBuoy } from './map-buoys';
import type {
  BayBuoysAnswer,
  BayDetail,
  BaysAnswer,
  CompactBuoysAnswer,
  LocationResult,
  MapEmbed,
  WeatherAnswer,
} from './map-types';
import { stayQuery, type Stay } from './stay-query';

// The map's and bay pages' calls to the BFF, all through the one API client (CONVENTIONS), so a
// signed-in user's token goes along and a 401 is answered by the shared refresh.

export type Bbox = { minLon: number; minLat: number; maxLon: number; maxLat: number };

/** A failed call: the BFF's stable error code (e.g. not_found, invalid_bbox). */
export class MapApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(code);
    this.name = 'MapApiError';
  }
}

function hasArray(body: unknown, key: string): boolean {
  return typeof body === 'object' && body !== null && Array.isArray(Reflect.get(body, key));
}

function hasObject(body: unknown, key: string): boolean {
  const value: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, key) : null;
  return typeof value === 'object' && value !== null;
}

async function getJson<T>(api: ApiClient, path: string, looksRight: (body: unknown) => boolean): Promise<T> {
  const response = await api.request(path, { method: 'GET' });
  if (!response.ok)
    throw new MapApiError(readApiError(response.body, 'request_failed').code, response.status);
  if (!looksRight(response.body)) throw new MapApiError('unexpected_answer', response.status);
  return response.body as T;
}

/** Micro-degree precision is plenty for a viewport and keeps cache keys stable. */
export function bboxParam(bbox: Bbox): string {
  return [bbox.minLon, bbox.minLat, bbox.maxLon, bbox.maxLat].map((value) => value.toFixed(4)).join(',');
}

export async function fetchBays(api: ApiClient, bbox: Bbox, stay: Stay): Promise<BaysAnswer> {
  return getJson<BaysAnswer>(api, `/v1/bays?bbox=${bboxParam(bbox)}&${stayQuery(stay)}`, (body) =>
    hasArray(body, 'bays'),
  );
}

export async function fetchBayBuoys(api: ApiClient, slug: string, stay: Stay): Promise<BayBuoysAnswer> {
  const path = `/v1/bays/${encodeURIComponent(slug)}/buoys?${stayQuery(stay)}`;
  return getJson<BayBuoysAnswer>(api, path, (body) => hasArray(body, 'buoys'));
}

export async function fetchViewportBuoys(
  api: ApiClient,
  bbox: Bbox,
  stay: Stay,
): Promise<{ truncated: boolean; buoys: MapBuoy[] }> {
  const path = `/v1/map/buoys?bbox=${bboxParam(bbox)}&${stayQuery(stay)}`;
  const answer = await getJson<CompactBuoysAnswer>(api, path, (body) => hasObject(body, 'buoys'));
  return { truncated: answer.truncated, buoys: decodeCompactBuoys(answer) };
}

/** spec §5, §9: location search needs at least 2 characters. */
export const MIN_SEARCH_LENGTH = 2;

export async function searchLocations(api: ApiClient, query: string): Promise<LocationResult[]> {
  const path = `/v1/locations?q=${encodeURIComponent(query.trim())}`;
  const answer = await getJson<{ results: LocationResult[] }>(api, path, (body) => hasArray(body, 'results'));
  return answer.results;
}

export function fetchWeather(api: ApiClient, slug: string): Promise<WeatherAnswer> {
  return getJson<WeatherAnswer>(api, `/v1/bays/${encodeURIComponent(slug)}/weather`, (body) =>
    hasArray(body, 'days'),
  );
}

/** The bay, or null when no bay has this slug (404 not_found). */
export async function fetchBayDetail(api: ApiClient, slug: string): Promise<BayDetail | null> {
  try {
    return await getJson<BayDetail>(api, `/v1/bays/${encodeURIComponent(slug)}`, (body) =>
      hasArray(body, 'images'),
    );
  } catch (error) {
    if (error instanceof MapApiError && error.status === 404) return null;
    throw error;
  }
}

/** The embed, or null when no embed has this id (404 not_found, or not a uuid at all). */
export async function fetchMapEmbed(api: ApiClient, id: string): Promise<MapEmbed | null> {
  try {
    return await getJson<MapEmbed>(api, `/v1/map-embeds/${encodeURIComponent(id)}`, (body) =>
      hasArray(body, 'bays'),
    );
  } catch (error) {
    if (error instanceof MapApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
