import { landInBox, toLocalPolygons } from './land-near-bay';
import { localFrame, type Metres } from './local-frame';
import { cameraFacingField, focalLength, project, type Camera, type CameraPlacement } from './perspective';
import { boatsOnBuoys, mooredPosition, windFromDeg, type Boat, type SceneInput } from './scene-input';
import type { ShorePalette } from './shore-palettes';
import { drawBoat, drawBuoy, drawForeground, drawSea, drawSky } from './shore-shapes';
import { skylineOf, type SkylineSample } from './skyline';
import { num, pathData, svgDocument } from './svg';

// The views from the shore ("from the shore", "evening light", "boats on their buoys"): a camera
// behind the pin looks over the real buoy positions at the real coasts across the water.

export const WIDTH = 1200;
export const HEIGHT = 800;
const HORIZON_Y = HEIGHT * 0.36;
/** How far around the bay land can be seen; farther coasts would sit on the horizon line. */
const SIGHT_M = 16_000;

export type ShoreShot = {
  stand: CameraPlacement['stand'];
  heightM: number;
  boatShare: number;
  palette: ShorePalette;
  /** The hillside in front of the camera; off when the picture is taken from the water. */
  foreground: boolean;
};

function landHeightM(sample: SkylineSample, wobble: number): number {
  // Wide land rises higher behind its coast; the Adriatic's islands reach a few hundred metres.
  return Math.min(260, Math.max(14, sample.depthM * 0.09)) * (0.75 + 0.5 * wobble);
}

/** Smooth pseudo-random values along the skyline, so hills roll rather than jitter. */
function wobbles(count: number, random: () => number): number[] {
  const knots = Array.from({ length: Math.ceil(count / 12) + 2 }, () => random());
  return Array.from({ length: count }, (_, index) => {
    const at = index / 12;
    const left = knots[Math.floor(at)] ?? 0.5;
    const right = knots[Math.floor(at) + 1] ?? left;
    const t = at - Math.floor(at);
    return left + (right - left) * (3 * t * t - 2 * t * t * t);
  });
}

function drawLand(
  camera: Camera,
  samples: readonly SkylineSample[],
  palette: ShorePalette,
  random: () => number,
) {
  const focal = focalLength(camera);
  const wobble = wobbles(samples.length, random);
  const columns = samples.map((sample, index) => {
    const x = camera.width / 2 + focal * Math.tan((sample.offsetDeg * Math.PI) / 180);
    if (sample.distanceM === null) return { x, top: camera.horizonY, shore: camera.horizonY, far: true };
    const depth = sample.distanceM * Math.cos((sample.offsetDeg * Math.PI) / 180);
    const perMetre = focal / depth;
    const top = camera.horizonY + (camera.heightM - landHeightM(sample, wobble[index] ?? 0.5)) * perMetre;
    return {
      x,
      top: Math.min(top, camera.horizonY - 1),
      shore: camera.horizonY + camera.heightM * perMetre,
      far: depth > 3000,
    };
  });
  const layer = (far: boolean, fill: string) => {
    const shown = columns.map((column) =>
      column.far === far ? column : { ...column, top: camera.horizonY, shore: camera.horizonY },
    );
    const outline = [
      ...shown.map((column) => ({ x: column.x, y: column.top })),
      ...[...shown].reverse().map((column) => ({ x: column.x, y: column.shore })),
    ];
    return `<path d="${pathData(outline)}" fill="${fill}"/>`;
  };
  const beach = columns
    .filter((column) => !column.far && column.shore > camera.horizonY + 1)
    .map((column) => `M${num(column.x - 6)} ${num(column.shore)}h12`)
    .join('');
  return (
    layer(true, palette.farLand) +
    layer(false, palette.nearLand) +
    (beach === '' ? '' : `<path d="${beach}" stroke="${palette.beach}" stroke-width="2"/>`)
  );
}

type Drawable = { depth: number; svg: string };

function drawFieldObjects(
  camera: Camera,
  input: SceneInput,
  shot: ShoreShot,
  toLocal: (p: SceneInput['pin']) => Metres,
) {
  const windFrom = windFromDeg(input.random);
  const boats = boatsOnBuoys(input, shot.boatShare);
  const drawables: Drawable[] = [];
  for (const buoy of input.buoys) {
    const seen = project(camera, toLocal(buoy));
    if (seen) drawables.push({ depth: seen.depth, svg: drawBuoy(seen, buoy.management, shot.palette) });
  }
  for (const boat of boats) {
    const at = mooredPosition(toLocal(boat.buoy), boat.lengthM, windFrom);
    const seen = project(camera, at);
    if (seen)
      drawables.push({
        depth: seen.depth - 0.5,
        svg: drawBoat(seen, boatView(boat, windFrom, camera), shot.palette),
      });
  }
  return drawables.sort((a, b) => b.depth - a.depth).map((drawable) => drawable.svg);
}

/** How a moored boat shows: its length across the view and which way its bow points. */
function boatView(boat: Boat, windFrom: number, camera: Camera) {
  const across = Math.sin(((windFrom - camera.bearingDeg) * Math.PI) / 180);
  return {
    lengthM: boat.lengthM,
    kind: boat.kind,
    across: Math.max(0.35, Math.abs(across)),
    bowRight: across >= 0,
  };
}

export function drawShoreView(input: SceneInput, shot: ShoreShot): string {
  const frame = localFrame(input.pin);
  const buoys = input.buoys.map((buoy) => frame.toLocal(buoy));
  const camera = cameraFacingField({ x: 0, y: 0 }, buoys, {
    stand: shot.stand,
    heightM: shot.heightM,
    width: WIDTH,
    height: HEIGHT,
    horizonY: HORIZON_Y,
    minFovDeg: 48,
    maxFovDeg: 78,
  });
  const reach = Math.max(
    0,
    ...buoys.map((buoy) => Math.hypot(buoy.x - camera.position.x, buoy.y - camera.position.y)),
  );
  const around = frame.toLatLon({ x: -SIGHT_M, y: -SIGHT_M });
  const across = frame.toLatLon({ x: SIGHT_M, y: SIGHT_M });
  const land = toLocalPolygons(
    landInBox(input.land, { minLon: around.lon, minLat: around.lat, maxLon: across.lon, maxLat: across.lat }),
    frame,
  );
  const skyline = skylineOf(camera, land, { columns: 200, minDistanceM: reach + 60, maxDistanceM: SIGHT_M });
  const defs: string[] = [];
  const body = [
    drawSky(camera, shot.palette, input.random, defs),
    drawSea(camera, shot.palette, input.random, defs),
    drawLand(camera, skyline, shot.palette, input.random),
    ...drawFieldObjects(camera, input, shot, frame.toLocal),
    shot.foreground ? drawForeground(camera, shot.palette, input.random) : '',
  ];
  return svgDocument(WIDTH, HEIGHT, defs.join(''), body.join(''));
}
