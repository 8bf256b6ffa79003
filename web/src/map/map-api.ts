import type { ApiClient } from '../http/api-client';
import { readApiError } from '../http/api-error';
import type { Bay, BayBuoys, BayList, Location, MapEmbed, Weather } from '../http/api-schema';
import { decodeCompactBuoys } from './compact-buoys';
import type { MapBuoy } from './map-buoys';
import { stayQuery, type Stay } from './stay-query';

// The map's and bay pages' calls to the BFF, all through the one API client (CONVENTIONS), so a
// signed-in user's token goes along and a 401 is answered by the shared refresh. Answers are
// typed by path from the BFF's OpenAPI document.

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

type Answer<Data> = { data?: Data; error?: unknown; response: Response };

/** The answer's data, or a MapApiError with the BFF's code. */
async function dataOf<Data>(call: Promise<Answer<Data>>): Promise<Data> {
  const { data, error, response } = await call;
  if (data === undefined) throw new MapApiError(readApiError(error, 'request_failed').code, response.status);
  return data;
}

/** Micro-degree precision is plenty for a viewport and keeps cache keys stable. */
export function bboxParam(bbox: Bbox): string {
  return [bbox.minLon, bbox.minLat, bbox.maxLon, bbox.maxLat].map((value) => value.toFixed(4)).join(',');
}

/** The stay as the BFF's query parameters: the same ones stayQuery writes. */
function stayParams(stay: Stay) {
  const params = new URLSearchParams(stayQuery(stay));
  return { stay: stay.kind, from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
}

export function fetchBays(api: ApiClient, bbox: Bbox, stay: Stay): Promise<BayList> {
  return dataOf(api.GET('/v1/bays', { params: { query: { bbox: bboxParam(bbox), ...stayParams(stay) } } }));
}

export function fetchBayBuoys(api: ApiClient, slug: string, stay: Stay): Promise<BayBuoys> {
  return dataOf(api.GET('/v1/bays/{slug}/buoys', { params: { path: { slug }, query: stayParams(stay) } }));
}

export async function fetchViewportBuoys(
  api: ApiClient,
  bbox: Bbox,
  stay: Stay,
): Promise<{ truncated: boolean; buoys: MapBuoy[] }> {
  const answer = await dataOf(
    api.GET('/v1/map/buoys', { params: { query: { bbox: bboxParam(bbox), ...stayParams(stay) } } }),
  );
  return { truncated: answer.truncated, buoys: decodeCompactBuoys(answer) };
}

/** spec §5, §9: location search needs at least 2 characters. */
export const MIN_SEARCH_LENGTH = 2;

export async function searchLocations(api: ApiClient, query: string): Promise<Location[]> {
  const answer = await dataOf(api.GET('/v1/locations', { params: { query: { q: query.trim() } } }));
  return answer.results;
}

export function fetchWeather(api: ApiClient, slug: string): Promise<Weather> {
  return dataOf(api.GET('/v1/bays/{slug}/weather', { params: { path: { slug } } }));
}

/** The bay, or null when no bay has this slug (404 not_found). */
export async function fetchBayDetail(api: ApiClient, slug: string): Promise<Bay | null> {
  try {
    return await dataOf(api.GET('/v1/bays/{slug}', { params: { path: { slug } } }));
  } catch (error) {
    if (error instanceof MapApiError && error.status === 404) return null;
    throw error;
  }
}

/** The embed, or null when no embed has this id (404 not_found, or not a uuid at all). */
export async function fetchMapEmbed(api: ApiClient, id: string): Promise<MapEmbed | null> {
  try {
    return await dataOf(api.GET('/v1/map-embeds/{uuid}', { params: { path: { uuid: id } } }));
  } catch (error) {
    if (error instanceof MapApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
