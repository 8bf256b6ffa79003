import { clipLand, type Box, type Polygon, type Ring } from '../../scripts/land-geometry';
import type { LocalFrame, Metres } from './local-frame';

// The offline land (web/scripts/build-land-layer.ts) cut down to the ground one picture covers.
// It is OpenStreetMap's simplified land, a vertex every few hundred metres, so small coves are
// filled in: a buoyfield can lie "on land" in it, and the pictures open the water around such buoys
// again (see top-view-scene).

/** The land as one GeoJSON, written by the prebuild step into web/ (not public/: only the server reads it). */
export const LAND_EXTRACT_FILE = ['map-data', 'adriatic-land.geojson'] as const;

export type LocalPolygon = Metres[][];

type LandLayer = { features?: { geometry?: { type?: string; coordinates?: unknown } }[] };

/** The polygons of the land layer's GeoJSON (one MultiPolygon feature, or Polygon features). */
export function landPolygonsOf(layer: LandLayer): Polygon[] {
  return (layer.features ?? []).flatMap((feature) => {
    const geometry = feature.geometry;
    if (geometry?.type === 'MultiPolygon') return geometry.coordinates as Polygon[];
    if (geometry?.type === 'Polygon') return [geometry.coordinates as Polygon];
    return [];
  });
}

/** Land inside the box, exactly as the layer has it (no further simplification). */
export function landInBox(land: readonly Polygon[], box: Box): Polygon[] {
  return clipLand([...land], { box, tolerance: 0, minArea: 0, digits: 6 });
}

export function toLocalPolygons(land: readonly Polygon[], frame: LocalFrame): LocalPolygon[] {
  return land.map((polygon) => polygon.map((ring) => ring.map(([lon, lat]) => frame.toLocal({ lat, lon }))));
}

function insideRing(point: Metres, ring: readonly Metres[]): boolean {
  let inside = false;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index, index += 1) {
    const a = ring[index];
    const b = ring[previous];
    if (!a || !b) continue;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

export function isOnLand(point: Metres, land: readonly LocalPolygon[]): boolean {
  return land.some(([outer, ...holes]) => {
    if (!outer || !insideRing(point, outer)) return false;
    return !holes.some((hole) => insideRing(point, hole));
  });
}

/** Rings rounded off by Chaikin's corner cutting, so the straight coast between vertices reads as a shore. */
export function smoothRing(ring: readonly Metres[], passes: number): Metres[] {
  let points = ring.slice(0, -1);
  for (let pass = 0; pass < passes; pass += 1) {
    points = points.flatMap((a, index) => {
      const b = points[(index + 1) % points.length] ?? a;
      return [
        { x: 0.75 * a.x + 0.25 * b.x, y: 0.75 * a.y + 0.25 * b.y },
        { x: 0.25 * a.x + 0.75 * b.x, y: 0.25 * a.y + 0.75 * b.y },
      ];
    });
  }
  const first = points[0];
  return first ? [...points, first] : [];
}

export type { Box, Polygon, Ring };
