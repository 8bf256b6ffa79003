import { describe, expect, it } from '@jest/globals';
import { isPlausiblePosition, presenceVerdict, type Point } from './presence-rules';

const buoy: Point = { lat: 43.1667, lon: 16.3833 };
const settings = { radiusM: 100, maxAccuracyM: 75 };
// One metre northwards, in degrees of latitude (a meridian degree is about 111,195 m).
const METRE_LAT = 1 / 111_195.08;
const north = (metres: number, accuracyM: number) => ({
  lat: buoy.lat + metres * METRE_LAT,
  lon: buoy.lon,
  accuracyM,
});

describe('presence at a buoy', () => {
  it('when the boater is on the buoy, then they are present', () => {
    expect(presenceVerdict(north(0, 10), buoy, settings).verdict).toBe('present');
  });

  it('when the circle of uncertainty just reaches the radius, then they are present; a metre more, blocked', () => {
    expect(presenceVerdict(north(129.5, 30), buoy, settings).verdict).toBe('present');
    expect(presenceVerdict(north(131, 30), buoy, settings).verdict).toBe('too_far');
  });

  it('when the accuracy is exactly the limit, then it counts; a metre worse, it proves nothing', () => {
    expect(presenceVerdict(north(0, 75), buoy, settings).verdict).toBe('present');
    expect(presenceVerdict(north(0, 76), buoy, settings).verdict).toBe('too_imprecise');
  });

  it('when the position is far away with a poor accuracy, then imprecision is the answer, not a block', () => {
    expect(presenceVerdict(north(5_000, 500), buoy, settings).verdict).toBe('too_imprecise');
  });

  it('when the boater is in another town, then they are blocked and the distance says how far', () => {
    const { verdict, distanceM: far } = presenceVerdict(north(20_000, 5), buoy, settings);
    expect(verdict).toBe('too_far');
    expect(far).toBeCloseTo(20_000, -1);
  });

  it('when a bay widens its radius, then the same position becomes present', () => {
    expect(presenceVerdict(north(300, 10), buoy, settings).verdict).toBe('too_far');
    expect(presenceVerdict(north(300, 10), buoy, { ...settings, radiusM: 300 }).verdict).toBe('present');
  });
});

describe('a plausible reading', () => {
  it('when a coordinate is not a number, off the globe, or the accuracy is missing, then it is not plausible', () => {
    expect(isPlausiblePosition(north(0, 10))).toBe(true);
    expect(isPlausiblePosition({ lat: Number.NaN, lon: 0, accuracyM: 10 })).toBe(false);
    expect(isPlausiblePosition({ lat: 91, lon: 0, accuracyM: 10 })).toBe(false);
    expect(isPlausiblePosition({ lat: 0, lon: -180.5, accuracyM: 10 })).toBe(false);
    expect(isPlausiblePosition({ lat: 0, lon: 0, accuracyM: 0 })).toBe(false);
    expect(isPlausiblePosition({ lat: 0, lon: 0, accuracyM: Number.POSITIVE_INFINITY })).toBe(false);
  });
});
