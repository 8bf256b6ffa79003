import { bearingDeg, centroid, unitOf, type Metres } from './local-frame';

// The views from the shore: a pinhole camera standing behind the bay's pin (the anchorage in
// front of the shore, so behind it is land) and looking out over the buoyfield to sea.

export type Camera = {
  position: Metres;
  bearingDeg: number;
  heightM: number;
  fovDeg: number;
  width: number;
  height: number;
  horizonY: number;
};

export type Projected = { x: number; y: number; depth: number; pixelsPerMetre: number };

export function focalLength(camera: Camera): number {
  return camera.width / 2 / Math.tan((camera.fovDeg * Math.PI) / 360);
}

/** Where a point `elevationM` above the sea shows, or null when it is behind or at the camera. */
export function project(camera: Camera, point: Metres, elevationM = 0): Projected | null {
  const forward = unitOf(camera.bearingDeg);
  const relative = { x: point.x - camera.position.x, y: point.y - camera.position.y };
  const depth = relative.x * forward.x + relative.y * forward.y;
  if (depth < 1) return null;
  // Right of the view direction is the forward vector turned a quarter clockwise.
  const side = relative.x * forward.y - relative.y * forward.x;
  const pixelsPerMetre = focalLength(camera) / depth;
  return {
    x: camera.width / 2 + side * pixelsPerMetre,
    y: camera.horizonY + (camera.heightM - elevationM) * pixelsPerMetre,
    depth,
    pixelsPerMetre,
  };
}

export type CameraPlacement = {
  /** Where the camera stands: metres behind the pin, or metres short of the nearest buoy. */
  stand: { behindPinM: number } | { beforeFieldM: number };
  heightM: number;
  width: number;
  height: number;
  horizonY: number;
  minFovDeg: number;
  maxFovDeg: number;
};

/**
 * Stands behind the pin on the line from the buoyfield's middle through the pin, looking at the
 * middle, with a field of view that takes in the whole field and some water beside it.
 */
export function cameraFacingField(pin: Metres, buoys: readonly Metres[], placement: CameraPlacement): Camera {
  const middle = centroid(buoys);
  const bearing = Math.hypot(middle.x - pin.x, middle.y - pin.y) < 1 ? 0 : bearingDeg(pin, middle);
  const back = unitOf(bearing);
  const nearest = Math.min(...buoys.map((buoy) => (buoy.x - pin.x) * back.x + (buoy.y - pin.y) * back.y));
  const ahead =
    'behindPinM' in placement.stand
      ? -placement.stand.behindPinM
      : (Number.isFinite(nearest) ? nearest : 0) - placement.stand.beforeFieldM;
  const position = { x: pin.x + back.x * ahead, y: pin.y + back.y * ahead };
  const widest = Math.max(
    0,
    ...buoys.map((buoy) => {
      const relative = { x: buoy.x - position.x, y: buoy.y - position.y };
      const depth = Math.max(1, relative.x * back.x + relative.y * back.y);
      return Math.abs(Math.atan2(relative.x * back.y - relative.y * back.x, depth));
    }),
  );
  const fovDeg = Math.min(
    placement.maxFovDeg,
    Math.max(placement.minFovDeg, (widest * 2 * 1.3 * 180) / Math.PI),
  );
  return { position, bearingDeg: bearing, heightM: placement.heightM, fovDeg, ...sizeOf(placement) };
}

function sizeOf({ width, height, horizonY }: CameraPlacement) {
  return { width, height, horizonY };
}
