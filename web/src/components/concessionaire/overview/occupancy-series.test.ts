import { describe, expect, it } from '@jest/globals';
import {
  comingHoursPoints,
  comingHoursTop,
  comingHourValues,
  occupancyPercent,
  pastDaysPoints,
} from './occupancy-series';

describe('comingHourValues', () => {
  it('when 5 buoys are booked and 2 boats arrived, then 2 show checked in and 3 booked', () => {
    expect(comingHourValues({ booked: 5, checked_in: 2, free: 7 })).toEqual({
      checked_in: 2,
      booked: 3,
      free: 7,
    });
  });

  it('when more check-ins than bookings are counted, then no stack goes below zero', () => {
    expect(comingHourValues({ booked: 1, checked_in: 3, free: 0 })).toEqual({
      checked_in: 1,
      booked: 0,
      free: 0,
    });
  });
});

describe('comingHoursPoints', () => {
  it('when hours come in, then each is a point keyed by its instant and labelled by the caller', () => {
    const points = comingHoursPoints(
      [{ at: '2026-07-14T12:00:00Z', booked: 4, checked_in: 1, free: 6 }],
      (at) => `@${at.slice(11, 13)}`,
    );
    expect(points).toEqual([
      { key: '2026-07-14T12:00:00Z', label: '@12', values: { checked_in: 1, booked: 3, free: 6 } },
    ]);
  });

  it('when the top of the axis is asked, then it is the buoys that take bookings', () => {
    expect(
      comingHoursTop([
        { at: 'a', booked: 4, checked_in: 1, free: 6 },
        { at: 'b', booked: 9, checked_in: 0, free: 2 },
      ]),
    ).toBe(11);
    expect(comingHoursTop([])).toBe(1);
  });
});

describe('past days', () => {
  it('when 7 of 12 buoys were occupied, then the day reads 58.3 %', () => {
    expect(occupancyPercent({ occupancy_ratio: 7 / 12 })).toBe(58.3);
  });

  it('when days come in, then each is a point of its percentage', () => {
    const points = pastDaysPoints(
      [{ date: '2026-07-13', occupied: 3, buoys_total: 4, occupancy_ratio: 0.75 }],
      (date) => date.slice(8),
    );
    expect(points).toEqual([{ key: '2026-07-13', label: '13', values: { occupied: 75 } }]);
  });
});
