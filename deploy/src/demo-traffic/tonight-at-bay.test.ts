import { describe, expect, it } from '@jest/globals';
import { atBayTime, tonightAt } from './tonight-at-bay';

const telascica = { timeZone: 'Europe/Zagreb', checkIn: '14:00', checkOut: '10:00' };

describe('tonightAt', () => {
  it('when it is morning in winter, then tonight runs from 14:00 to 10:00 tomorrow, an hour ahead of UTC', () => {
    expect(tonightAt(telascica, new Date('2026-11-23T08:00:00Z'))).toEqual({
      start: new Date('2026-11-23T13:00:00Z'),
      end: new Date('2026-11-24T09:00:00Z'),
    });
  });

  it('when it is past midnight at the bay but not yet in UTC, then tonight is the bay’s new date', () => {
    expect(tonightAt(telascica, new Date('2026-11-23T23:30:00Z')).start).toEqual(
      new Date('2026-11-24T13:00:00Z'),
    );
  });

  it('when it is summer, then the bay is two hours ahead of UTC', () => {
    expect(tonightAt(telascica, new Date('2026-07-10T08:00:00Z')).start).toEqual(
      new Date('2026-07-10T12:00:00Z'),
    );
  });

  it('when the clocks go forward overnight, then arrival is in winter time and departure in summer time', () => {
    expect(tonightAt(telascica, new Date('2026-03-28T08:00:00Z'))).toEqual({
      start: new Date('2026-03-28T13:00:00Z'),
      end: new Date('2026-03-29T08:00:00Z'),
    });
  });
});

describe('atBayTime', () => {
  it('when the time is not a time, then it says so', () => {
    expect(() => atBayTime('2026-11-23', 'noon', 'Europe/Rome')).toThrow('not a date and time');
  });
});
