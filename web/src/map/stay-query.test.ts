import { describe, expect, it } from '@jest/globals';
import { checkStay, defaultStay, stayFromSearch, stayQuery, type Stay } from './stay-query';

const night = (from: string, to: string): Stay => ({ kind: 'night', from, to });

describe('stay query', () => {
  it('when nothing is chosen, then the stay is tonight at each bay and no dates are sent', () => {
    expect(defaultStay()).toEqual(night('', ''));
    expect(stayQuery(defaultStay())).toBe('stay=night');
  });

  it('when a night stay is asked for, then from and to are the arrival and departure dates', () => {
    expect(stayQuery(night('2026-11-22', '2026-11-24'))).toBe('stay=night&from=2026-11-22&to=2026-11-24');
  });

  it('when a day stay is asked for, then no date is sent: the server knows today at each bay', () => {
    expect(stayQuery({ kind: 'day', from: '2026-11-24', to: '2026-11-25' })).toBe('stay=day');
  });

  it.each([
    [night('2026-11-22', '2026-11-23'), null],
    [night('', ''), null],
    [night('2020-01-01', '2020-01-02'), null],
    [night('2026-11-23', '2026-11-23'), 'departureNotAfterArrival'],
    [night('2026-11-22', '2027-01-22'), 'tooManyNights'],
    [night('2026-11-31', '2026-12-02'), 'invalidDate'],
    [night('2026-11-22', ''), 'invalidDate'],
  ] as const)(
    'when a night stay is %j, then the form finds %s (the server checks the rest)',
    (stay, problem) => {
      expect(checkStay(stay)).toBe(problem);
    },
  );

  it('when the page URL carries a usable stay, then it is used; otherwise tonight', () => {
    const from = (query: string) => stayFromSearch(new URLSearchParams(query));
    expect(from('stay=night&from=2026-11-23&to=2026-11-25')).toEqual(night('2026-11-23', '2026-11-25'));
    expect(from('stay=day')).toMatchObject({ kind: 'day' });
    expect(from('stay=night&from=2026-11-25&to=2026-11-20')).toEqual(night('', ''));
    expect(from('')).toEqual(night('', ''));
  });
});
