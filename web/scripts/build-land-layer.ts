// Prebuild step (issue 5 item 8): the offline base layer of the map. Clips OpenStreetMap land
// from @geo-maps/earth-lands-10m to the Adriatic, simplifies it and writes a small GeoJSON into
// public/, which the default map style draws under "© OpenStreetMap contributors". Parsing the
// 130 MB source takes a while, so an output made with the same source and settings is kept.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LAND_BOUNDS } from '../src/map/base-style';
import { clipLand, type LandOptions, type Polygon } from './land-geometry';

const webDir = path.join(__dirname, '..');
const sourcePackage = '@geo-maps/earth-lands-10m';
export const LAND_LAYER_FILE = path.join(webDir, 'public', 'map', 'adriatic-land.geojson');

// The whole Adriatic with its Italian, Slovenian, Croatian, Montenegrin and Albanian coasts, and
// some margin: the map never shows beyond this box (maxBounds), so the cut edge stays unseen.
const OPTIONS: LandOptions = {
  box: LAND_BOUNDS,
  // About 500 m, rounded to about 100 m: coves stay recognisable and the file under 300 KB.
  tolerance: 0.005,
  // Islets under about 0.3 km² vanish; buoys are drawn on their own layer anyway.
  minArea: 0.00003,
  digits: 3,
};

type SourceGeometry = { type: string; coordinates?: unknown; geometries?: SourceGeometry[] };

function polygonsOf(geometry: SourceGeometry): Polygon[] {
  if (geometry.type === 'GeometryCollection') return (geometry.geometries ?? []).flatMap(polygonsOf);
  if (geometry.type === 'MultiPolygon') return geometry.coordinates as Polygon[];
  if (geometry.type === 'Polygon') return [geometry.coordinates as Polygon];
  return [];
}

function sourceVersion(): { file: string; version: string } {
  const manifest = require.resolve(`${sourcePackage}/package.json`, { paths: [webDir] });
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return { file: path.join(path.dirname(manifest), 'map.geo.json'), version };
}

function madeWith(): string {
  return JSON.stringify({ source: `${sourcePackage}@${sourceVersion().version}`, ...OPTIONS });
}

function isCurrent(stamp: string): boolean {
  if (!existsSync(LAND_LAYER_FILE)) return false;
  try {
    const existing = JSON.parse(readFileSync(LAND_LAYER_FILE, 'utf8')) as { made_with?: unknown };
    return existing.made_with === stamp;
  } catch {
    return false;
  }
}

function main(): void {
  const stamp = madeWith();
  if (isCurrent(stamp)) {
    console.log(`land layer up to date: ${path.relative(webDir, LAND_LAYER_FILE)}`);
    return;
  }
  const source = JSON.parse(readFileSync(sourceVersion().file, 'utf8')) as SourceGeometry;
  const polygons = clipLand(polygonsOf(source), OPTIONS);
  const collection = {
    type: 'FeatureCollection',
    made_with: stamp,
    attribution: '© OpenStreetMap contributors',
    features: [
      { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: polygons } },
    ],
  };
  mkdirSync(path.dirname(LAND_LAYER_FILE), { recursive: true });
  const text = JSON.stringify(collection);
  writeFileSync(LAND_LAYER_FILE, text);
  console.log(
    `land layer: ${polygons.length} polygons, ${(text.length / 1024).toFixed(0)} KB in ${path.relative(webDir, LAND_LAYER_FILE)}`,
  );
}

main();
