// Prebuild step (issues 5 and 17): the offline base layer of the map. Clips OpenStreetMap land
// from @geo-maps/earth-lands-10m to the Adriatic and cuts it into vector tiles under public/,
// which the offline map style draws under "© OpenStreetMap contributors" (src/map/base-style.ts).
// The folder is named after the source and the options, so the files can be cached for good.
// It also writes the land as one GeoJSON outside public/ for the pictures the server draws.
// Parsing the 130 MB source takes a while, so tiles made with the same source and options are kept.
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LAND_EXTRACT_FILE } from '../src/bay-images/land-near-bay';
import { LAND_BOUNDS, LAND_TILES } from '../src/map/base-style';
import { clipLand, withoutHolesSmallerThan, type LandOptions, type Polygon } from './land-geometry';
import { tilesInBox } from './land-tiles';

const webDir = path.join(__dirname, '..');
const sourcePackage = '@geo-maps/earth-lands-10m';
const tilesRoot = path.join(webDir, 'public', 'map', 'land');
const extractFile = path.join(webDir, ...LAND_EXTRACT_FILE);
/** Written last into a finished tile folder: a folder without it was cut short. */
const DONE_FILE = 'made-with.json';

// The whole Adriatic with its Italian, Slovenian, Croatian, Montenegrin and Albanian coasts, and
// some margin: the map never shows beyond this box (maxBounds), so the cut edge stays unseen.
const CLIP: LandOptions = {
  box: LAND_BOUNDS,
  // The source is OpenStreetMap's simplified land (a vertex every few hundred metres): keep all of
  // it, rounded to about 1 m, and drop only points closer than 5 m to the line.
  tolerance: 0.00005,
  minArea: 0,
  digits: 5,
};

// geojson-vt's defaults for extent, buffer and tolerance: at z11 a tile unit is under 5 m.
const TILES = {
  minZoom: LAND_TILES.minZoom,
  maxZoom: LAND_TILES.maxZoom,
  extent: 4096,
  buffer: 64,
  tolerance: 3,
  // The source's land has about 7,500 holes in the box, nearly all inland ponds under 1 km².
  // Drawn whole at the Adriatic's scale they speckle the land with sea-coloured dots, so a tile
  // leaves out the holes narrower than this many pixels at its zoom (MapLibre draws vector tiles
  // 512 px wide); from z9 on the lakes a skipper could see are back, by z11 nearly all of them.
  minHolePx: 3,
  tilePx: 512,
};

/** Square degrees of a square `minHolePx` pixels wide at zoom `z`, at the box's middle latitude. */
function minHoleAreaAt(z: number): number {
  const degreesPerPx = 360 / (TILES.tilePx * 2 ** z);
  const middleLat = ((LAND_BOUNDS.minLat + LAND_BOUNDS.maxLat) / 2) * (Math.PI / 180);
  return (TILES.minHolePx * degreesPerPx) ** 2 * Math.cos(middleLat);
}

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
  return JSON.stringify({ source: `${sourcePackage}@${sourceVersion().version}`, clip: CLIP, tiles: TILES });
}

function versionOf(stamp: string): string {
  return createHash('sha256').update(stamp).digest('hex').slice(0, 10);
}

function isCurrent(tilesDir: string): boolean {
  return existsSync(path.join(tilesDir, DONE_FILE)) && existsSync(extractFile);
}

/** Land for the tiles of zoom `z`: without the holes too small to see there. */
function landIndexAt(land: Polygon[], z: number): GeoJSONVT {
  return new GeoJSONVT(
    {
      type: 'Feature',
      properties: {},
      geometry: { type: 'MultiPolygon', coordinates: withoutHolesSmallerThan(land, minHoleAreaAt(z)) },
    },
    { maxZoom: z, extent: TILES.extent, buffer: TILES.buffer, tolerance: TILES.tolerance },
  );
}

/** Every tile in the box is written, sea ones empty, so the map never asks for a missing file. */
function writeTiles(land: Polygon[], tilesDir: string): { tiles: number; bytes: number } {
  let tiles = 0;
  let bytes = 0;
  for (let zoom = TILES.minZoom; zoom <= TILES.maxZoom; zoom += 1) {
    const index = landIndexAt(land, zoom);
    for (const { z, x, y } of tilesInBox(LAND_BOUNDS, zoom, zoom)) {
      const tile = index.getTile(z, x, y);
      const data =
        tile === null || tile.features.length === 0
          ? new Uint8Array(0)
          : fromGeojsonVt({ [LAND_TILES.sourceLayer]: tile }, { version: 2, extent: TILES.extent });
      mkdirSync(path.join(tilesDir, `${z}`, `${x}`), { recursive: true });
      writeFileSync(path.join(tilesDir, `${z}`, `${x}`, `${y}.pbf`), data);
      tiles += 1;
      bytes += data.length;
    }
  }
  return { tiles, bytes };
}

function removeOtherVersions(keep: string): void {
  if (!existsSync(tilesRoot)) return;
  for (const name of readdirSync(tilesRoot))
    if (name !== keep) rmSync(path.join(tilesRoot, name), { recursive: true, force: true });
  // The single GeoJSON layer public/ held before issue 17.
  rmSync(path.join(webDir, 'public', 'map', 'adriatic-land.geojson'), { force: true });
}

function main(): void {
  const started = Date.now();
  const stamp = madeWith();
  const version = versionOf(stamp);
  if (version !== LAND_TILES.version)
    throw new Error(
      `the land tiles' source or options changed: set LAND_TILES.version in src/map/base-style.ts to '${version}'`,
    );
  const tilesDir = path.join(tilesRoot, version);
  if (isCurrent(tilesDir)) {
    console.log(`land tiles up to date: ${path.relative(webDir, tilesDir)}`);
    return;
  }
  rmSync(tilesDir, { recursive: true, force: true });
  const source = JSON.parse(readFileSync(sourceVersion().file, 'utf8')) as SourceGeometry;
  const land = clipLand(polygonsOf(source), CLIP);
  const { tiles, bytes } = writeTiles(land, tilesDir);
  mkdirSync(path.dirname(extractFile), { recursive: true });
  const extract = {
    type: 'FeatureCollection',
    made_with: stamp,
    attribution: '© OpenStreetMap contributors',
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: land } }],
  };
  writeFileSync(extractFile, JSON.stringify(extract));
  writeFileSync(path.join(tilesDir, DONE_FILE), stamp);
  removeOtherVersions(version);
  console.log(
    `land tiles: ${tiles} tiles, ${(bytes / 1024).toFixed(0)} KB in ${path.relative(webDir, tilesDir)}, ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main();
