import { unstable_serialize } from 'swr';
import { openingRegion, openingView, type MapOpening } from './initial-region';
import { fetchBayBuoys, fetchBayDetail, fetchBays } from './map-api';
import { bayBuoysKey, baysKey } from './map-keys';
import { serverApiClient } from './server-api';
import { stayFromSearch, type Stay } from './stay-query';

// What /{locale}/map shows first, asked by the server (issue 17): the bays of the opening region
// and the buoys of the bay the address names, as a visitor. They travel in the HTML as SWR's
// fallback under the browser's own keys, so the list, the bay panel and the first pins render
// before the map engine has loaded. A BFF that does not answer leaves it to the browser.

export type MapPageOpening = {
  stay: Stay;
  bay: { slug: string; lat: number; lon: number } | null;
  view: MapOpening;
  fallback: Record<string, unknown>;
  answered: { bays: boolean; bayBuoys: boolean };
};

const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

export async function loadMapOpening(search: URLSearchParams): Promise<MapPageOpening> {
  const api = serverApiClient();
  const stay = stayFromSearch(search);
  const slug = search.get('bay') ?? '';
  const detail = slug === '' ? null : await orNull(fetchBayDetail(api, slug));
  const bay = detail === null ? null : { slug: detail.slug, lat: detail.lat, lon: detail.lon };
  const view = openingView(bay);
  const region = openingRegion(view);
  const [bays, bayBuoys] = await Promise.all([
    orNull(fetchBays(api, region, stay)),
    bay === null ? null : orNull(fetchBayBuoys(api, bay.slug, stay)),
  ]);
  const fallback: Record<string, unknown> = {};
  // The server has no session: its answers are a visitor's, keyed for no user.
  if (bays !== null) fallback[unstable_serialize(baysKey(region, stay, null))] = bays;
  if (bay !== null && bayBuoys !== null)
    fallback[unstable_serialize(bayBuoysKey(bay.slug, stay, null))] = bayBuoys;
  return { stay, bay, view, fallback, answered: { bays: bays !== null, bayBuoys: bayBuoys !== null } };
}
