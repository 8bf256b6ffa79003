import { describe, expect, it } from '@jest/globals';
import { withBayDates } from './stay-dates';

const ZAGREB = 'Europe/Zagreb';
const choice = { bay: 'a', buoy: 'b', from: '', to: '' };

describe('the bay dates of a choice', () => {
  it('when a night stay names no dates, then it is tonight at the bay, across a month end', () => {
    expect(withBayDates({ ...choice, kind: 'night' }, ZAGREB, new Date('2027-06-30T22:30:00Z'))).toEqual({
      ...choice,
      kind: 'night',
      from: '2027-07-01',
      to: '2027-07-02',
    });
  });

  it('when a night stay names its arrival only, then it is one night', () => {
    const dated = withBayDates({ ...choice, kind: 'night', from: '2027-10-30' }, ZAGREB, new Date());
    expect(dated).toMatchObject({ from: '2027-10-30', to: '2027-10-31' });
  });

  it('when a night stay names both dates, then they stay as chosen', () => {
    const chosen = { ...choice, kind: 'night' as const, from: '2027-03-27', to: '2027-03-29' };
    expect(withBayDates(chosen, ZAGREB, new Date())).toEqual(chosen);
  });

  it('when a day stay names no day, then it is today at the bay, from and to alike', () => {
    expect(withBayDates({ ...choice, kind: 'day' }, ZAGREB, new Date('2027-03-28T00:30:00Z'))).toMatchObject({
      from: '2027-03-28',
      to: '2027-03-28',
    });
  });
});
