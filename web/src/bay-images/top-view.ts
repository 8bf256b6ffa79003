import type { Box } from '../../scripts/land-geometry';
import { bboxAround } from '../map/mercator';
import { localFrame, type LatLon, type LocalFrame, type Metres } from './local-frame';

// The "seen from above" picture: a north-up map of the buoyfield at a scale where buoys 35 m
// apart stand clearly apart, with enough water and shore around to place the bay.

export type Pixel = { x: number; y: number };

export type TopView = {
  frame: LocalFrame;
  /** The ground the picture covers, for clipping the land layer. */
  box: Box;
  metresPerPixel: number;
  toPixel: (point: Metres) => Pixel;
};

export type TopViewOptions = { width: number; height: number; marginM: number; minSpanM: number };

/** Fits the points (with a margin) into the picture, keeping the picture's aspect and north up. */
export function topViewOf(points: readonly LatLon[], options: TopViewOptions): TopView {
  const around = points.length === 0 ? null : bboxAround(points);
  const middle =
    around === null
      ? { lat: 0, lon: 0 }
      : { lat: (around.minLat + around.maxLat) / 2, lon: (around.minLon + around.maxLon) / 2 };
  const frame = localFrame(middle);
  const local = points.map(frame.toLocal);
  const halfX = Math.max(0, ...local.map((point) => Math.abs(point.x))) + options.marginM;
  const halfY = Math.max(0, ...local.map((point) => Math.abs(point.y))) + options.marginM;
  const metresPerPixel = Math.max(
    (2 * halfX) / options.width,
    (2 * halfY) / options.height,
    options.minSpanM / Math.min(options.width, options.height),
  );
  const spanX = (options.width * metresPerPixel) / 2;
  const spanY = (options.height * metresPerPixel) / 2;
  const southWest = frame.toLatLon({ x: -spanX, y: -spanY });
  const northEast = frame.toLatLon({ x: spanX, y: spanY });
  return {
    frame,
    box: { minLon: southWest.lon, minLat: southWest.lat, maxLon: northEast.lon, maxLat: northEast.lat },
    metresPerPixel,
    toPixel: ({ x, y }) => ({
      x: options.width / 2 + x / metresPerPixel,
      y: options.height / 2 - y / metresPerPixel,
    }),
  };
}
