import { describe, expect, it } from '@jest/globals';
import { firstClosedDate, nightDates, overlappingSeasons, pricesOn, type Season } from './seasons';

const base = { nightMinor: 8_000, dayPerHourMinor: 1_000, dayFullMinor: 5_000 };
const season = (firstDate: string, lastDate: string, more: Partial<Season> = {}): Season => ({
  firstDate,
  lastDate,
  closed: false,
  nightMinor: null,
  dayPerHourMinor: null,
  dayFullMinor: null,
  ...more,
});
const august = season('2027-08-01', '2027-08-31', { nightMinor: 12_000 });

describe('season rules', () => {
  it('when a stay runs from 30 July to 2 August, then its nights start on 30 and 31 July and 1 August', () => {
    expect(nightDates('2027-07-30', '2027-08-02')).toEqual(['2027-07-30', '2027-07-31', '2027-08-01']);
  });

  it('when a date is in a season, then its prices are the season’s where set and the base ones elsewhere', () => {
    expect(pricesOn('2027-08-01', base, [august])).toEqual({ ...base, nightMinor: 12_000 });
    expect(pricesOn('2027-08-31', base, [august]).nightMinor).toBe(12_000);
    expect(pricesOn('2027-07-31', base, [august])).toEqual(base);
    expect(pricesOn('2027-09-01', base, [august])).toEqual(base);
  });

  it('when one of the dates is in a closed season, then it is the first closed date', () => {
    const closed = [season('2027-11-01', '2028-03-31', { closed: true })];
    expect(firstClosedDate(nightDates('2027-10-30', '2027-11-02'), closed)).toBe('2027-11-01');
    expect(firstClosedDate(nightDates('2027-10-30', '2027-11-01'), closed)).toBeUndefined();
  });

  it('when two seasons share a date, then they are the overlap; touching end to start is none', () => {
    expect(overlappingSeasons([august, season('2027-07-01', '2027-07-31')])).toBeUndefined();
    const [first, second] = overlappingSeasons([august, season('2027-07-01', '2027-08-01')]) ?? [];
    expect([first?.firstDate, second?.firstDate]).toEqual(['2027-07-01', '2027-08-01']);
  });
});
