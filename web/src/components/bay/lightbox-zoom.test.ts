import { describe, expect, it } from '@jest/globals';
import { clampZoom, MAX_ZOOM, MIN_ZOOM, pinchZoom, swipeDirection, zoomIn, zoomOut } from './lightbox-zoom';

describe('lightbox zoom', () => {
  it('when zooming in and out from 1, then each step is 0.12', () => {
    expect(zoomIn(1)).toBe(1.12);
    expect(zoomOut(1)).toBe(0.88);
    expect(zoomIn(zoomIn(zoomIn(zoomIn(zoomIn(1)))))).toBe(1.6);
  });

  it('when zooming in past 3, then the zoom stays at 3', () => {
    let zoom = 1;
    for (let step = 0; step < 40; step += 1) zoom = zoomIn(zoom);
    expect(zoom).toBe(MAX_ZOOM);
    expect(zoomIn(2.95)).toBe(3);
  });

  it('when zooming out past 0.1, then the zoom stays at 0.1', () => {
    let zoom = 1;
    for (let step = 0; step < 40; step += 1) zoom = zoomOut(zoom);
    expect(zoom).toBe(MIN_ZOOM);
    expect(zoomOut(0.15)).toBe(0.1);
  });

  it('when a zoom is nonsense, then it is clamped or reset', () => {
    expect(clampZoom(-4)).toBe(0.1);
    expect(clampZoom(99)).toBe(3);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('when two fingers spread or pinch, then the zoom follows within the limits', () => {
    expect(pinchZoom(1, 100, 150)).toBe(1.5);
    expect(pinchZoom(2, 100, 400)).toBe(3);
    expect(pinchZoom(1, 100, 1)).toBe(0.1);
    expect(pinchZoom(1.2, 0, 50)).toBe(1.2);
  });

  it('when a swipe is shorter than 50 px, then the image stays', () => {
    expect(swipeDirection(-49, 0)).toBeNull();
    expect(swipeDirection(49, 0)).toBeNull();
  });

  it('when a swipe is 50 px or longer, then right to left is next and left to right is previous', () => {
    expect(swipeDirection(-50, 0)).toBe('next');
    expect(swipeDirection(80, 10)).toBe('previous');
  });

  it('when a move is mostly vertical, then it is not a swipe', () => {
    expect(swipeDirection(-60, 90)).toBeNull();
  });
});
