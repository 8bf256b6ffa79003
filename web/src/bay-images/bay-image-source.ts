import { fetchBayBuoys, fetchBayDetail } from '../map/map-api';
import { serverApiClient } from '../map/server-api';
import { defaultStay } from '../map/stay-query';
import { galleryImagePath, legacyGalleryImagePath, type GalleryImageRequest } from './gallery-image-file';
import { loadOfflineLandLayer } from './offline-land-layer';
import type { SceneInput } from './scene-input';
import { seededRandom } from './seeded-random';

// Everything one picture is drawn from, read on the server: the bay and its buoys from the BFF as
// a visitor (positions, no live status), and the land the prebuild step wrote beside the app.

/** The scene for the picture, or null when the bay does not exist or lists no such picture. */
export async function loadSceneInput(request: GalleryImageRequest): Promise<SceneInput | null> {
  const api = serverApiClient();
  const bay = await fetchBayDetail(api, request.slug);
  const listed = [galleryImagePath, legacyGalleryImagePath].map((pathOf) =>
    pathOf(request.slug, request.number),
  );
  // Only pictures the catalog lists are drawn: a bay with real photos has no drawn ones.
  if (bay === null || !bay.images.some((image) => listed.includes(image.url))) return null;
  const [buoys, layer] = await Promise.all([
    fetchBayBuoys(api, bay.slug, defaultStay()),
    loadOfflineLandLayer(),
  ]);
  return {
    pin: { lat: bay.lat, lon: bay.lon },
    buoys: buoys.buoys,
    hullKinds: bay.hull_kinds,
    land: layer,
    random: seededRandom(`${bay.slug}/${request.view}`),
  };
}
