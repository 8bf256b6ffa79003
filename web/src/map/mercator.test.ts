import { bboxAround } from './mercator';

describe('the box around points', () => {
  it('when a pin and a line of buoys are given, then the box reaches each extreme', () => {
    const pin = { lat: 43.8168, lon: 15.9236 };
    const buoys = [
      { lat: 43.8164, lon: 15.9242 },
      { lat: 43.8141, lon: 15.9281 },
    ];
    expect(bboxAround([pin, ...buoys])).toEqual({
      minLon: 15.9236,
      minLat: 43.8141,
      maxLon: 15.9281,
      maxLat: 43.8168,
    });
  });
});
