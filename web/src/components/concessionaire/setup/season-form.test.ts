import { describe, expect, it } from '@jest/globals';
import { checkSeason, emptySeason, seasonChangeOf, seasonFormOf, type SeasonForm } from './season-form';
import { sampleSetup } from './setup-test-data';

const season = (change: Partial<SeasonForm>): SeasonForm => ({
  ...emptySeason('new-1'),
  firstDate: '2027-06-01',
  lastDate: '2027-06-30',
  ...change,
});

describe('checkSeason', () => {
  it('when both dates are there in order and prices read, then nothing is wrong', () => {
    expect(checkSeason(season({ night: '60,00' }))).toEqual({});
  });

  it('when a date is missing or not a calendar date, then the dates are asked for', () => {
    expect(checkSeason(season({ lastDate: '' }))).toEqual({ dates: { key: 'seasonDatesMissing' } });
    expect(checkSeason(season({ firstDate: '2027-02-30' }))).toEqual({
      dates: { key: 'seasonDatesMissing' },
    });
  });

  it('when the last date is before the first, then the order is refused', () => {
    expect(checkSeason(season({ firstDate: '2027-07-01', lastDate: '2027-06-30' }))).toEqual({
      dates: { key: 'seasonDatesOrder' },
    });
  });

  it('when one day is both first and last, then it is a season of one day', () => {
    expect(checkSeason(season({ firstDate: '2027-07-01', lastDate: '2027-07-01' }))).toEqual({});
  });

  it('when a price does not read as an amount, then that price is named', () => {
    expect(checkSeason(season({ night: '60 euro', dayFullDay: '1.234,5' }))).toEqual({
      night: { key: 'amountInvalid' },
      dayFullDay: { key: 'amountInvalid' },
    });
  });

  it('when the season is closed, then its prices are not read', () => {
    expect(checkSeason(season({ closed: true, night: 'x' }))).toEqual({});
  });
});

describe('seasonChangeOf', () => {
  it('when a price is empty, then the base price applies (null); typed ones are cents', () => {
    expect(seasonChangeOf(season({ night: '72,50' }))).toEqual({
      first_date: '2027-06-01',
      last_date: '2027-06-30',
      closed: false,
      night_price_cents: 7_250,
      day_price_per_hour_cents: null,
      day_price_full_day_cents: null,
    });
  });

  it('when the season is closed, then it carries no price', () => {
    expect(seasonChangeOf(season({ closed: true, night: '72,50' })).night_price_cents).toBeNull();
  });

  it('when a saved season is shown and sent back unchanged, then it is the same season', () => {
    const [saved] = sampleSetup().seasons;
    if (saved === undefined) throw new Error('no season');
    const { id: _id, ...same } = saved;
    expect(seasonChangeOf(seasonFormOf(saved, 'it'))).toEqual(same);
  });
});
