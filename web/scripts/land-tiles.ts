// Web Mercator tile numbers (the scheme MapLibre asks tiles by) for the offline land tiles.
import type { Box } from './land-geometry';

export type TileId = { z: number; x: number; y: number };

function tileX(lon: number, z: number): number {
  return Math.floor(((lon + 180) / 360) * 2 ** z);
}

function tileY(lat: number, z: number): number {
  const radians = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * 2 ** z);
}

/** Every tile from `minZoom` to `maxZoom` that covers part of the box. */
export function* tilesInBox(box: Box, minZoom: number, maxZoom: number): Generator<TileId> {
  for (let z = minZoom; z <= maxZoom; z += 1)
    for (let x = tileX(box.minLon, z); x <= tileX(box.maxLon, z); x += 1)
      for (let y = tileY(box.maxLat, z); y <= tileY(box.minLat, z); y += 1) yield { z, x, y };
}
