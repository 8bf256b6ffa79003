// spec §9: the image lightbox zooms in steps of 0.12 between 0.1 and 3, and a horizontal swipe
// of at least 50 pixels moves to the next or previous image.

export const ZOOM_STEP = 0.12;
export const MAX_ZOOM = 3;
export const MIN_ZOOM = 0.1;
export const SWIPE_TOLERANCE_PX = 50;

// Steps of 0.12 add up to binary fractions; two decimals keep 1 + 5 steps at exactly 1.6.
const tidy = (zoom: number) => Math.round(zoom * 100) / 100;

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  return tidy(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)));
}

export function zoomIn(zoom: number): number {
  return clampZoom(zoom + ZOOM_STEP);
}

export function zoomOut(zoom: number): number {
  return clampZoom(zoom - ZOOM_STEP);
}

/** Two fingers: the zoom at the start scaled by how far the fingers moved apart. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return clampZoom(startZoom);
  return clampZoom((startZoom * distance) / startDistance);
}

export type SwipeDirection = 'next' | 'previous';

/** A mostly horizontal move of at least the tolerance; right to left shows the next image. */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (Math.abs(dx) < SWIPE_TOLERANCE_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
