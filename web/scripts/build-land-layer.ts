// Prebuild step (issue 5 item 8): the offline base layer of the map. Clips OpenStreetMap land
// from @geo-maps/earth-lands-10m to the Adriatic, simplifies it and writes a small GeoJSON into
// public/, which the default map style draws under "© OpenStreetMap contributors". Parsing the
// 130 MB source takes a while, so an output made with the same source and settings is kept.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clipLand, type LandOptions, type Polygon } from './land-geometry';

const webDir = path.join(__dirname, '..');
const sourcePackage = '@geo-maps/earth-lands-10m';
export const LAND_LAYER_FILE = path.join(webDir, 'public', 'map', 'adriatic-land.geojson');

// Roughly lon 12–20, lat 40–46.5: the whole Adriatic with its Italian, Slovenian and Croatian coasts.
const OPTIONS: LandOptions = {
  box: { minLon: 12, minLat: 40, maxLon: 20, maxLat: 46.5 },
  // About 400 m: coves stay recognisable at bay zoom while the file stays well under 300 KB.
  tolerance: 0.004,
  // Islets under about 0.1 km² vanish; buoys are drawn on their own layer anyway.
  minArea: 0.00001,
  digits: 4,
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
