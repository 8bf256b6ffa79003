import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Polygon } from '../../scripts/land-geometry';
import { LAND_EXTRACT_FILE, landPolygonsOf } from './land-near-bay';

// The land the prebuild step wrote beside the app (scripts/build-land-layer.ts), read once per
// server process for the bay page's small map and the drawn pictures; a failed read is tried
// again on the next request.

let layer: Promise<Polygon[]> | null = null;

export function loadOfflineLandLayer(): Promise<Polygon[]> {
  // `next start` runs in web/, where the prebuild step put the land.
  const file = path.join(process.cwd(), ...LAND_EXTRACT_FILE);
  layer ??= readFile(file, 'utf8')
    .then((text) => landPolygonsOf(JSON.parse(text) as Parameters<typeof landPolygonsOf>[0]))
    .catch((error: unknown) => {
      layer = null;
      throw error;
    });
  return layer;
}
