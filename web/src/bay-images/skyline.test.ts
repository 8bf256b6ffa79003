import type { LocalPolygon } from './land-near-bay';
import type { Camera } from './perspective';
import { skylineOf } from './skyline';

const camera: Camera = {
  position: { x: 0, y: 0 },
  bearingDeg: 0,
  heightM: 30,
  fovDeg: 60,
  width: 1200,
  height: 800,
  horizonY: 300,
};
const square = (minX: number, minY: number, maxX: number, maxY: number): LocalPolygon => [
  [
    { x: minX, y: minY },
    { x: maxX, y: minY },
    { x: maxX, y: maxY },
    { x: minX, y: maxY },
    { x: minX, y: minY },
  ],
];
const options = { columns: 3, minDistanceM: 300, maxDistanceM: 10_000 };

describe('skylineOf', () => {
  it('when an island lies ahead across the water, then the middle ray sees its coast and how deep it runs', () => {
    const [left, middle, right] = skylineOf(camera, [square(-200, 2000, 200, 2500)], options);
    expect(middle).toEqual({ offsetDeg: 0, distanceM: 2000, depthM: 500 });
    expect(left?.distanceM).toBeNull();
    expect(right?.distanceM).toBeNull();
  });

  it('when land lies nearer than the field ends, then it is not the coast across the water', () => {
    const [, middle] = skylineOf(camera, [square(-50, 100, 50, 200), square(-200, 2000, 200, 2500)], options);
    expect(middle?.distanceM).toBe(2000);
  });

  it('when the coarse coast has filled in the cove beyond the field, then the next coast is seen', () => {
    const [, middle] = skylineOf(
      camera,
      [square(-500, 200, 500, 600), square(-200, 2000, 200, 2500)],
      options,
    );
    expect(middle?.distanceM).toBe(2000);
  });

  it('when nothing lies ahead, then every ray looks at open sea', () => {
    expect(skylineOf(camera, [], options).every((sample) => sample.distanceM === null)).toBe(true);
  });
});
