import { median } from './bench-lighthouse';

describe('median of the Lighthouse runs', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([61, 93, 88])).toBe(88);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([2.4, 1.2, 3.6, 2.0])).toBeCloseTo(2.2);
  });
});
