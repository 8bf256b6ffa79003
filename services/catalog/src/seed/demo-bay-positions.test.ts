// Issue 5 item 2: the demo buoyfields sit at their real places. Every laid-out buoy must be at
// sea and every bay near a coast, judged against the world land polygons of
// @geo-maps/earth-lands-10m clipped to the Adriatic. Since issue 17 the offline map draws the same
// land at the same full resolution (web/scripts/build-land-layer.ts), so a buoy passing here is
// drawn at sea there too. No finer land is packaged on npm (the geo-maps datasets all come from
// OpenStreetMap's simplified land polygons): in coves narrower than the data resolves (Krka at
// Skradin, Okuklje, Šipanska Luka, Stončica) the buoys lie in one line where the data has water.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { layOutBuoys } from './buoy-layout';
import type { DemoBay } from './demo-bay';
import { demoBays } from './demo-bays';
import {
  boxAround,
  distanceToRingM,
  isInsidePolygon,
  overlaps,
  ringBounds,
  type Box,
  type LonLat,
  type Polygon,
  type Ring,
} from '../geo/land-geometry';
import { loadLand } from '../geo/land-polygons';
import { places } from './places';

const ADRIATIC: Box = { minLon: 12, minLat: 39.8, maxLon: 19.8, maxLat: 46 };
/** A bay's pin is the anchorage in front of the shore: never far out at sea. */
const MAX_PIN_TO_COAST_M = 600;
/** Gazetteer places are towns, capes, bays and islands: on land or right next to it. */
const MAX_PLACE_OFFSHORE_M = 1000;

/** Coastlines further away than this count as "far"; it keeps each look-up to nearby rings. */
const SEARCH_RADIUS_M = 5000;

let land: Polygon[] = [];
let rings: { ring: Ring; box: Box }[] = [];

beforeAll(() => {
  land = loadLand(ADRIATIC);
  rings = land.flat().map((ring) => ({ ring, box: ringBounds(ring) }));
});

const onLand = (point: LonLat) => land.some((polygon) => isInsidePolygon(point, polygon));
/** Metres to the nearest coastline, or Infinity beyond the search radius. */
function distanceToCoastM(point: LonLat): number {
  const near = boxAround(point, SEARCH_RADIUS_M);
  let best = Infinity;
  for (const { ring, box } of rings)
    if (overlaps(box, near)) best = Math.min(best, distanceToRingM(point, ring));
  return best;
}

/** Labels of the buoys (and "pin") the data has on land. */
function pointsOnLand(bay: DemoBay): string[] {
  const points = [{ label: 'pin', lat: bay.lat, lon: bay.lon }, ...layOutBuoys(bay, bay.field)];
  return points.filter((point) => onLand([point.lon, point.lat])).map((point) => point.label);
}

describe('demo bay positions', () => {
  it('when the land data is loaded, then it has Krk as land and the open Adriatic as sea', () => {
    expect(onLand([14.6, 45.08])).toBe(true);
    expect(onLand([14.5, 43.5])).toBe(false);
  });

  it.each(demoBays.map((bay) => [bay.slug, bay] as const))(
    'when %s is laid out, then its pin and every buoy lie at sea',
    (_slug, bay) => {
      expect(pointsOnLand(bay)).toEqual([]);
    },
  );

  it.each(demoBays.map((bay) => [bay.slug, bay] as const))(
    'when %s is placed, then its pin is near a coast',
    (_slug, bay) => {
      expect(distanceToCoastM([bay.lon, bay.lat])).toBeLessThan(MAX_PIN_TO_COAST_M);
    },
  );

  it('when a bay is moved onto Krk, then its pin and every buoy are found on land', () => {
    const [bay] = demoBays;
    if (!bay) throw new Error('no demo bays');
    const onKrk = { ...bay, lat: 45.08, lon: 14.6 };
    expect(pointsOnLand(onKrk)).toContain('pin');
    expect(pointsOnLand(onKrk)).toHaveLength(layOutBuoys(onKrk, onKrk.field).length + 1);
  });

  it('when a bay is moved far out to sea, then it is found too far from any coast', () => {
    expect(distanceToCoastM([14.5, 43.5])).toBeGreaterThan(MAX_PIN_TO_COAST_M);
  });

  it('when the gazetteer is read, then every place lies on land or next to it', () => {
    const astray = places
      .filter(
        ([, , , , lat, lon]) => !onLand([lon, lat]) && distanceToCoastM([lon, lat]) > MAX_PLACE_OFFSHORE_M,
      )
      .map(([name]) => name);
    expect(astray).toEqual([]);
  });
});
