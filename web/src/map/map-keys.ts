import { bboxParam, type Bbox } from './map-api';
import { stayQuery, type Stay } from './stay-query';

// SWR keys of the map's questions, shared by the page (the server's answers as SWR fallback) and
// the browser's hooks, so an answer given in the HTML is the one the hook finds. Keyed per user,
// so another user on this browser never sees the last one's live states.

export const MAP_KEY_NAMES = new Set(['map-bays', 'map-bay-buoys', 'map-viewport-buoys']);

export const baysKey = (bbox: Bbox, stay: Stay, owner: string | null) =>
  ['map-bays', bboxParam(bbox), stayQuery(stay), owner] as const;

export const bayBuoysKey = (slug: string, stay: Stay, owner: string | null) =>
  ['map-bay-buoys', slug, stayQuery(stay), owner] as const;

export const viewportBuoysKey = (bbox: Bbox, stay: Stay, owner: string | null) =>
  ['map-viewport-buoys', bboxParam(bbox), stayQuery(stay), owner] as const;
