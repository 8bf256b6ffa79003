import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Polygon } from '../../scripts/land-geometry';
import { fetchBayBuoys, fetchBayDetail } from '../map/map-api';
import { serverApiClient } from '../map/server-api';
import { defaultStay } from '../map/stay-query';
import { galleryImagePath, legacyGalleryImagePath, type GalleryImageRequest } from './gallery-image-file';
import { LAND_EXTRACT_FILE, landPolygonsOf } from './land-near-bay';
import type { SceneInput } from './scene-input';
import { seededRandom } from './seeded-random';

// Everything one picture is drawn from, read on the server: the bay and its buoys from the BFF as
// a visitor (positions, no live status), and the land the prebuild step wrote beside the app.

let land: Promise<Polygon[]> | null = null;

function offlineLand(): Promise<Polygon[]> {
  // The server runs in web/ (next start), where the prebuild step put the land.
  const file = path.join(process.cwd(), ...LAND_EXTRACT_FILE);
  land ??= readFile(file, 'utf8')
    .then((text) => landPolygonsOf(JSON.parse(text) as Parameters<typeof landPolygonsOf>[0]))
    .catch((error: unknown) => {
      land = null;
      throw error;
    });
  return land;
}

/** The scene for the picture, or null when the bay does not exist or lists no such picture. */
export async function loadSceneInput(request: GalleryImageRequest): Promise<SceneInput | null> {
  const api = serverApiClient();
  const bay = await fetchBayDetail(api, request.slug);
  const listed = [galleryImagePath, legacyGalleryImagePath].map((pathOf) =>
    pathOf(request.slug, request.number),
  );
  // Only pictures the catalog lists are drawn: a bay with real photos has no drawn ones.
  if (bay === null || !bay.images.some((image) => listed.includes(image.url))) return null;
  const [buoys, layer] = await Promise.all([fetchBayBuoys(api, bay.slug, defaultStay()), offlineLand()]);
  return {
    pin: { lat: bay.lat, lon: bay.lon },
    buoys: buoys.buoys,
    hullKinds: bay.hull_kinds,
    land: layer,
    random: seededRandom(`${bay.slug}/${request.view}`),
  };
}
