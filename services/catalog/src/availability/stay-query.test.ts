import { describe, expect, it } from '@jest/globals';
import { validStayQuery } from './stay-query';

const night = (fromDate: string, toDate = '') => validStayQuery({ kind: 'night', fromDate, toDate });
const day = (fromDate: string, toDate = '') => validStayQuery({ kind: 'day', fromDate, toDate });

describe('validStayQuery', () => {
  it('when no dates are given, then the stay is for today at each bay', () => {
    expect(night('')).toEqual({ kind: 'night', fromDate: null, toDate: null });
    expect(day(' ')).toEqual({ kind: 'day', fromDate: null, toDate: null });
  });

  it('when a night stay has dates in order, then they are kept', () => {
    expect(night('2026-07-01', '2026-07-04')).toEqual({
      kind: 'night',
      fromDate: '2026-07-01',
      toDate: '2026-07-04',
    });
    expect(night('2026-07-01')).toEqual({ kind: 'night', fromDate: '2026-07-01', toDate: null });
  });

  it('when a date is malformed or does not exist, then the query is invalid', () => {
    for (const bad of ['2026-7-1', '01.07.2026', '2026-02-30', '2026-13-01', 'today']) {
      expect(() => night(bad)).toThrow(expect.objectContaining({ code: 'invalid_request' }));
    }
    expect(() => night('2026-07-01', '2026-07-32')).toThrow('Invalid date format');
  });

  it('when check-out is not after check-in or too far after it, then the range is invalid', () => {
    expect(() => night('2026-07-02', '2026-07-01')).toThrow('Invalid date range');
    expect(() => night('2026-07-02', '2026-07-02')).toThrow('Invalid date range');
    expect(() => night('2026-07-01', '2026-08-01')).toThrow('Invalid date range');
    expect(night('2026-07-01', '2026-07-31').toDate).toBe('2026-07-31');
  });

  it('when a day stay names a second, different date, then the range is invalid', () => {
    expect(day('2026-07-01', '2026-07-01')).toEqual({ kind: 'day', fromDate: '2026-07-01', toDate: null });
    expect(() => day('2026-07-01', '2026-07-02')).toThrow('Invalid date range');
  });

  it('when only the end date is given, then the dates are missing', () => {
    expect(() => night('', '2026-07-02')).toThrow('Dates are missing');
  });
});
