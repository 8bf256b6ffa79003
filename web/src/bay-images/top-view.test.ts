import { topViewOf } from './top-view';

const options = { width: 1200, height: 800, marginM: 100, minSpanM: 500 };
// Four buoys about 300 m apart east-west and 200 m north-south, near Telašćica.
const buoys = [
  { lat: 43.89, lon: 15.16 },
  { lat: 43.89, lon: 15.1637 },
  { lat: 43.8918, lon: 15.16 },
  { lat: 43.8918, lon: 15.1637 },
];

describe('topViewOf', () => {
  it('when buoys are projected, then north is up, east is right and the field is centred', () => {
    const view = topViewOf(buoys, options);
    const [southWest, southEast, northWest] = buoys.map((buoy) => view.toPixel(view.frame.toLocal(buoy)));
    expect(southEast?.x).toBeGreaterThan(southWest?.x ?? Infinity);
    expect(northWest?.y).toBeLessThan(southWest?.y ?? -Infinity);
    const middle = view.toPixel(view.frame.toLocal({ lat: 43.8909, lon: 15.16185 }));
    expect(middle.x).toBeCloseTo(600, 0);
    expect(middle.y).toBeCloseTo(400, 0);
  });

  it('when the field is wide, then metres keep one scale both ways and the margin stays in the picture', () => {
    const view = topViewOf(buoys, options);
    const [southWest, southEast, northWest] = buoys.map((buoy) => view.toPixel(view.frame.toLocal(buoy)));
    const eastM =
      view.frame.toLocal(buoys[1] ?? { lat: 0, lon: 0 }).x -
      view.frame.toLocal(buoys[0] ?? { lat: 0, lon: 0 }).x;
    const northM =
      view.frame.toLocal(buoys[2] ?? { lat: 0, lon: 0 }).y -
      view.frame.toLocal(buoys[0] ?? { lat: 0, lon: 0 }).y;
    expect(((southEast?.x ?? 0) - (southWest?.x ?? 0)) * view.metresPerPixel).toBeCloseTo(eastM, 3);
    expect(((southWest?.y ?? 0) - (northWest?.y ?? 0)) * view.metresPerPixel).toBeCloseTo(northM, 3);
    expect(eastM).toBeGreaterThan(290);
    expect(eastM).toBeLessThan(310);
    // 500 m across 800 px at least; the field plus 100 m each side fits.
    expect(view.metresPerPixel).toBeCloseTo(500 / 800, 5);
    for (const pixel of [southWest, southEast, northWest]) {
      expect(pixel?.x).toBeGreaterThanOrEqual(100 / view.metresPerPixel);
      expect(pixel?.x).toBeLessThanOrEqual(1200 - 100 / view.metresPerPixel);
    }
  });

  it('when the view is made, then its box is the ground the picture covers', () => {
    const view = topViewOf(buoys, options);
    const corner = view.toPixel(view.frame.toLocal({ lat: view.box.maxLat, lon: view.box.minLon }));
    expect(corner.x).toBeCloseTo(0, 6);
    expect(corner.y).toBeCloseTo(0, 6);
    const opposite = view.toPixel(view.frame.toLocal({ lat: view.box.minLat, lon: view.box.maxLon }));
    expect(opposite.x).toBeCloseTo(1200, 6);
    expect(opposite.y).toBeCloseTo(800, 6);
  });

  it('when one buoy is alone, then the picture still spans the minimum', () => {
    const view = topViewOf([buoys[0] ?? { lat: 0, lon: 0 }], options);
    expect(view.metresPerPixel).toBeCloseTo(500 / 800, 5);
  });
});
