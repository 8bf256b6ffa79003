import { MINI_MAP_SIZE, miniMapOf, scaleBar } from './mini-map';

const pin = { lat: 43.9, lon: 15.16 };
// An island south of the pin: a triangle.
const land = [
  [
    [
      [15.15, 43.89],
      [15.17, 43.89],
      [15.16, 43.898],
      [15.15, 43.89],
    ],
  ],
] as [number, number][][][];

describe('scaleBar', () => {
  it('when a fifth of the width is about 480 m, then the bar is 500 m long at the map scale', () => {
    expect(scaleBar(3.75, 640)).toEqual({ metres: 500, pixels: 500 / 3.75 });
  });

  it('when the map shows a few kilometres, then the bar is a round number of kilometres', () => {
    expect(scaleBar(8, 640).metres).toBe(1000);
  });
});

describe('miniMapOf', () => {
  it('when a bay has buoys, then the pin is in the drawing and north is up', () => {
    const north = { lat: 43.9018, lon: 15.16 };
    const map = miniMapOf(pin, [north], land);
    const [buoy] = map.buoys;
    expect(buoy?.y).toBeLessThan(map.pin.y);
    for (const point of [map.pin, buoy]) {
      expect(point?.x).toBeGreaterThan(0);
      expect(point?.x).toBeLessThan(MINI_MAP_SIZE.width);
      expect(point?.y).toBeGreaterThan(0);
      expect(point?.y).toBeLessThan(MINI_MAP_SIZE.height);
    }
  });

  it('when the land reaches into the drawing, then it is one closed path', () => {
    expect(miniMapOf(pin, [], land).land).toMatch(/^M.+Z$/);
    expect(miniMapOf({ lat: 42, lon: 16 }, [], land).land).toBe('');
  });

  it('when buoys lie close together, then their symbols shrink so they stay apart, within limits', () => {
    const row = (gapDeg: number) => [0, 1, 2].map((index) => ({ lat: 43.9, lon: 15.16 + gapDeg * index }));
    const wide = miniMapOf(pin, row(0.004), land).symbolSize;
    const close = miniMapOf(pin, row(0.0003), land).symbolSize;
    const touching = miniMapOf(pin, row(0.00001), land).symbolSize;
    expect(wide).toBe(26);
    expect(close).toBeLessThan(wide);
    expect(touching).toBe(12);
  });
});
