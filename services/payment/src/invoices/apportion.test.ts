import { describe, expect, it } from '@jest/globals';
import { apportion } from './apportion';

describe('apportion', () => {
  it('when the whole amount is split, then each share is its weight', () => {
    expect(apportion(9500, [8000, 0, 1000, 500])).toEqual([8000, 0, 1000, 500]);
  });

  it('when a third is split over three equal parts with one unit left, then the first takes it and the sum is exact', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('when half of an odd total is split, then the largest remainder takes the unit and the shares add up', () => {
    // 4750 of 9500 over 8001 / 999 / 500: exact shares 4000.5, 499.5, 250.
    const shares = apportion(4750, [8001, 999, 500]);
    expect(shares).toEqual([4001, 499, 250]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(4750);
  });

  it('when the total is negative, then the shares are negative and add up to it', () => {
    const shares = apportion(-1234, [700, 200, 100]);
    expect(shares).toEqual([-864, -247, -123]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(-1234);
  });

  it('when many odd splits are made, then the shares always add up to the total and stay within one unit of exact', () => {
    const weights = [7919, 104, 3, 1777];
    const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
    for (let total = 1; total <= weightSum; total += 37) {
      const shares = apportion(total, weights);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
      shares.forEach((share, index) =>
        expect(Math.abs(share - (total * (weights[index] ?? 0)) / weightSum)).toBeLessThan(1),
      );
    }
  });

  it('when every weight is zero, then the first share takes the whole', () => {
    expect(apportion(-50, [0, 0])).toEqual([-50, 0]);
  });
});
