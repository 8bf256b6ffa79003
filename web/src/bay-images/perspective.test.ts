import { cameraFacingField, focalLength, project, type Camera } from './perspective';

const camera: Camera = {
  position: { x: 0, y: 0 },
  bearingDeg: 0,
  heightM: 20,
  fovDeg: 90,
  width: 1000,
  height: 600,
  horizonY: 200,
};

describe('project', () => {
  it('when a point lies straight ahead, then it shows in the middle, below the horizon by height over distance', () => {
    expect(focalLength(camera)).toBeCloseTo(500, 6);
    const seen = project(camera, { x: 0, y: 100 });
    expect(seen?.x).toBeCloseTo(500, 6);
    expect(seen?.y).toBeCloseTo(200 + (500 * 20) / 100, 6);
    expect(seen?.pixelsPerMetre).toBeCloseTo(5, 6);
  });

  it('when points lie farther out, then they come closer to the horizon', () => {
    const near = project(camera, { x: 0, y: 100 });
    const far = project(camera, { x: 0, y: 1000 });
    expect(far?.y).toBeLessThan(near?.y ?? 0);
    expect(far?.y).toBeGreaterThan(camera.horizonY);
  });

  it('when a point lies right of the view, then it shows right; at the edge of the view, at the edge', () => {
    expect(project(camera, { x: 100, y: 100 })?.x).toBeCloseTo(1000, 6);
    expect(project(camera, { x: -100, y: 100 })?.x).toBeCloseTo(0, 6);
    // Facing east, north is to the left.
    const east = { ...camera, bearingDeg: 90 };
    expect(project(east, { x: 100, y: 50 })?.x).toBeLessThan(500);
  });

  it('when a point is behind the camera, then it does not show', () => {
    expect(project(camera, { x: 0, y: -10 })).toBeNull();
  });
});

describe('cameraFacingField', () => {
  const placement = { heightM: 30, width: 1200, height: 800, horizonY: 300, minFovDeg: 40, maxFovDeg: 80 };
  // A field north-east of the pin, as a bay opening to the north-east.
  const field = [
    { x: 100, y: 100 },
    { x: 130, y: 100 },
    { x: 100, y: 130 },
    { x: 130, y: 130 },
  ];

  it('when standing behind the pin, then the camera is on the far side of the pin and sees every buoy', () => {
    const shot = cameraFacingField({ x: 0, y: 0 }, field, { ...placement, stand: { behindPinM: 50 } });
    expect(shot.bearingDeg).toBeCloseTo(45, 6);
    expect(Math.hypot(shot.position.x, shot.position.y)).toBeCloseTo(50, 6);
    expect(shot.position.x).toBeLessThan(0);
    for (const buoy of field) {
      const seen = project(shot, buoy);
      expect(seen?.x).toBeGreaterThan(0);
      expect(seen?.x).toBeLessThan(1200);
    }
  });

  it('when standing short of the field, then the nearest buoy is that far ahead', () => {
    const shot = cameraFacingField({ x: 0, y: 0 }, field, { ...placement, stand: { beforeFieldM: 20 } });
    const nearest = Math.min(...field.map((buoy) => project(shot, buoy)?.depth ?? Infinity));
    expect(nearest).toBeCloseTo(20, 6);
    expect(shot.fovDeg).toBeLessThanOrEqual(80);
  });
});
