import { describe, expect, it } from '@jest/globals';
import { compassPoint, weatherKind } from './weather-codes';

describe('weather words', () => {
  it.each([
    [0, 'clear'],
    [2, 'partlyCloudy'],
    [45, 'fog'],
    [53, 'drizzle'],
    [63, 'rain'],
    [66, 'freezingRain'],
    [81, 'showers'],
    [96, 'thunderstorm'],
    [42, 'unknown'],
  ] as const)('when the WMO code is %i, then it reads as %s', (code, kind) => {
    expect(weatherKind(code)).toBe(kind);
  });

  it.each([
    [0, 'n'],
    [22, 'n'],
    [23, 'ne'],
    [180, 's'],
    [225, 'sw'],
    [350, 'n'],
    [-90, 'w'],
    [720, 'n'],
  ] as const)('when the wind comes from %i°, then it is %s', (degrees, point) => {
    expect(compassPoint(degrees)).toBe(point);
  });
});
