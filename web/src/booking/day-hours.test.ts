import { describe, expect, it } from '@jest/globals';
import { dayHourChoices } from './day-hours';

// Telašćica's day stay: 08:00 to 19:00 in Zagreb, summer time (UTC+2).
const DAY = { date: '2027-07-10', checkIn: '08:00', checkOut: '19:00', timeZone: 'Europe/Zagreb' };
const at = (time: string) => new Date(`2027-07-10T${time}+02:00`);

describe('the day stay hours offered', () => {
  it('when the day has not started, then every count up to 8 hours fits before check-out', () => {
    expect(dayHourChoices(DAY, at('06:00'))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('when it is 15:30, then only counts ending before 19:00 are offered', () => {
    expect(dayHourChoices(DAY, at('15:30'))).toEqual([1, 2, 3]);
  });

  it('when an hour count would end exactly at check-out, then it is not offered (until check-out says it)', () => {
    expect(dayHourChoices(DAY, at('16:00'))).toEqual([1, 2]);
  });

  it('when less than an hour is left, then no count is offered', () => {
    expect(dayHourChoices(DAY, at('18:10'))).toEqual([]);
  });
});
