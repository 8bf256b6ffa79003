// Land polygons for checking buoys at sea (the seed checks, issue 5 item 2, and saved layouts,
// issue 27 item 3), read from @geo-maps/earth-lands-10m, the
// same world land data the web app draws its offline base layer from. The file is 130 MB of
// GeoJSON; JSON.parse alone takes several seconds, so it is scanned once, byte by byte, and only
// the rings that reach into the wanted box are kept, clipped to it.
import { readFileSync } from 'node:fs';
import { clipRingToBox, overlaps, type Box, type Polygon, type Ring } from './land-geometry';

const OPEN = 0x5b; // [
const CLOSE = 0x5d; // ]
const MINUS = 0x2d;
const DOT = 0x2e;
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;

/** A ring's coordinates as they are read, with their bounding box. */
function ringBuffer() {
  let values = new Float64Array(1 << 16);
  let length = 0;
  const bounds = { minLon: Infinity, minLat: Infinity, maxLon: -Infinity, maxLat: -Infinity };
  return {
    bounds,
    add(value: number) {
      if (length === values.length) {
        const grown = new Float64Array(values.length * 2);
        grown.set(values);
        values = grown;
      }
      values[length] = value;
      length += 1;
      if (length % 2 === 1) return;
      // Plain comparisons: under jest's sandbox every Math.min is a slow global lookup.
      const lon = values[length - 2] ?? 0;
      if (lon < bounds.minLon) bounds.minLon = lon;
      if (lon > bounds.maxLon) bounds.maxLon = lon;
      if (value < bounds.minLat) bounds.minLat = value;
      if (value > bounds.maxLat) bounds.maxLat = value;
    },
    toRing(): Ring {
      const ring: Ring = [];
      for (let index = 0; index + 1 < length; index += 2)
        ring.push([values[index] ?? 0, values[index + 1] ?? 0]);
      return ring;
    },
    clear() {
      length = 0;
      Object.assign(bounds, { minLon: Infinity, minLat: Infinity, maxLon: -Infinity, maxLat: -Infinity });
    },
  };
}

/**
 * Parses the plain decimal number starting at `start` (GeoJSON coordinates carry no exponent),
 * hands it to `take` and returns the index after it; no object per number, there are millions.
 */
function readNumber(text: Uint8Array, start: number, take: (value: number) => void): number {
  let index = text[start] === MINUS ? start + 1 : start;
  let digits = 0;
  let scale = 1;
  let inFraction = false;
  for (let byte = text[index]; isDigit(byte) || (byte === DOT && !inFraction); byte = text[(index += 1)]) {
    if (byte === DOT) inFraction = true;
    else {
      digits = digits * 10 + (byte ?? 0x30) - 0x30;
      if (inFraction) scale *= 10;
    }
  }
  if (text[index] === 0x65 || text[index] === 0x45)
    throw new Error(`exponent at byte ${index} is not supported`);
  take(text[start] === MINUS ? -digits / scale : digits / scale);
  return index;
}

/**
 * The polygons of a GeoJSON text of Polygon or MultiPolygon geometries that reach into the box,
 * each ring clipped to it. A position is an array that opens on a number; the array around
 * positions is a ring and the one around rings a polygon, whatever the nesting above them.
 */
export function readPolygonsInBox(text: Uint8Array, box: Box): Polygon[] {
  const polygons: Polygon[] = [];
  const ring = ringBuffer();
  let current: Polygon = [];
  let ringsRead = 0;
  let depth = 0;
  let positionDepth = -1;
  for (let index = 0; index < text.length; index += 1) {
    const byte = text[index];
    if (byte === OPEN) {
      depth += 1;
      const next = text[index + 1];
      if (next === MINUS || isDigit(next)) positionDepth = depth;
    } else if (byte === CLOSE) {
      depth -= 1;
      if (depth === positionDepth - 2) {
        // Holes count only when their outer ring, read first, was kept.
        const wanted = (ringsRead === 0 || current.length > 0) && overlaps(ring.bounds, box);
        const clipped = wanted ? clipRingToBox(ring.toRing(), box) : [];
        if (clipped.length > 0) current.push(clipped);
        ringsRead += 1;
        ring.clear();
      } else if (depth === positionDepth - 3) {
        if (current.length > 0) polygons.push(current);
        current = [];
        ringsRead = 0;
      }
    } else if (depth === positionDepth && (byte === MINUS || isDigit(byte))) {
      index = readNumber(text, index, ring.add) - 1;
    }
  }
  return polygons;
}

/** World land from @geo-maps/earth-lands-10m, clipped to the box. */
export function loadLand(box: Box): Polygon[] {
  const file = require.resolve('@geo-maps/earth-lands-10m/map.geo.json');
  return readPolygonsInBox(readFileSync(file), box);
}
