import type { Polygon } from '../../scripts/land-geometry';
import { landInBox, smoothRing, toLocalPolygons } from './land-near-bay';
import type { LatLon } from './local-frame';
import { pathData } from './svg';
import { topViewOf, type Pixel } from './top-view';

// The bay page's small map (issue 17): a north-up drawing of the bay's surroundings, computed on
// the server, so the page needs no map engine. Wide enough to place the bay on its coast, close
// enough for the buoyfield's rows to stand apart.

export const MINI_MAP_SIZE = { width: 640, height: 400 } as const;

const MARGIN_M = 250;
const MIN_SPAN_M = 1000;
const SYMBOL_PX = { min: 12, max: 26 } as const;
const SCALE_STEPS_M = [50, 100, 200, 250, 500, 1000, 2000, 2500, 5000] as const;

export type MiniMapScale = { pixels: number; metres: number };

export type MiniMap = {
  /** Land as one path (even-odd fill), already smoothed like the gallery's top view. */
  land: string;
  pin: Pixel;
  buoys: Pixel[];
  /** Side of a buoy symbol in pixels: as large as the closest two buoys leave room for. */
  symbolSize: number;
  scale: MiniMapScale;
};

function closestGap(points: readonly Pixel[]): number {
  let closest = Infinity;
  points.forEach((a, index) => {
    for (const b of points.slice(index + 1)) closest = Math.min(closest, Math.hypot(a.x - b.x, a.y - b.y));
  });
  return closest;
}

/** The round length (50 m, 100 m, 250 m, …) whose bar comes closest to a fifth of the width. */
export function scaleBar(metresPerPixel: number, width: number): MiniMapScale {
  const wanted = (width / 5) * metresPerPixel;
  const metres = SCALE_STEPS_M.reduce((best, step) =>
    Math.abs(step - wanted) < Math.abs(best - wanted) ? step : best,
  );
  return { metres, pixels: metres / metresPerPixel };
}

export function miniMapOf(pin: LatLon, buoys: readonly LatLon[], land: readonly Polygon[]): MiniMap {
  const { width, height } = MINI_MAP_SIZE;
  const view = topViewOf([pin, ...buoys], { width, height, marginM: MARGIN_M, minSpanM: MIN_SPAN_M });
  // Clipped wider than the drawing, so the cut edges of the land stay outside it.
  const spanLon = view.box.maxLon - view.box.minLon;
  const spanLat = view.box.maxLat - view.box.minLat;
  const clipBox = {
    minLon: view.box.minLon - spanLon / 2,
    minLat: view.box.minLat - spanLat / 2,
    maxLon: view.box.maxLon + spanLon / 2,
    maxLat: view.box.maxLat + spanLat / 2,
  };
  const local = toLocalPolygons(landInBox(land, clipBox), view.frame);
  const landPath = local
    .map((polygon) => polygon.map((ring) => pathData(smoothRing(ring, 3).map(view.toPixel))).join(''))
    .join('');
  const buoyPixels = buoys.map((buoy) => view.toPixel(view.frame.toLocal(buoy)));
  const gap = closestGap(buoyPixels);
  return {
    land: landPath,
    pin: view.toPixel(view.frame.toLocal(pin)),
    buoys: buoyPixels,
    symbolSize: Math.min(SYMBOL_PX.max, Math.max(SYMBOL_PX.min, gap * 0.9)),
    scale: scaleBar(view.metresPerPixel, width),
  };
}
