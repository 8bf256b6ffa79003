import { describe, expect, it } from '@jest/globals';
import { AppError } from '@moorline/kit';
import { periodsOf, turnoverRange } from './turnover-range';

const codeOf = (work: () => unknown) => {
  try {
    work();
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

describe('a turnover’s dates', () => {
  it('when a month is asked for, then the previous range is the as many days before it', () => {
    expect(turnoverRange('2026-08-01', '2026-08-31')).toEqual({
      from: '2026-08-01',
      to: '2026-08-31',
      previousFrom: '2026-07-01',
      previousTo: '2026-07-31',
    });
    expect(turnoverRange('2026-03-01', '2026-03-01')).toMatchObject({
      previousFrom: '2026-02-28',
      previousTo: '2026-02-28',
    });
  });

  it('when the dates are missing, malformed, reversed or over two years apart, then the shared date codes answer', () => {
    expect(codeOf(() => turnoverRange('', '2026-08-31'))).toBe('dates_missing');
    expect(codeOf(() => turnoverRange('2026-02-30', '2026-03-01'))).toBe('invalid_date_format');
    expect(codeOf(() => turnoverRange('2026-08-02', '2026-08-01'))).toBe('invalid_date_range');
    expect(codeOf(() => turnoverRange('2024-01-01', '2026-01-01'))).toBe('invalid_date_range');
    expect(codeOf(() => turnoverRange('2024-01-01', '2025-12-31'))).toBe('ok');
  });

  it('when periods are days or months, then each one of the range is listed once in order', () => {
    expect(periodsOf({ from: '2026-02-27', to: '2026-03-02' }, 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(periodsOf({ from: '2025-11-15', to: '2026-02-03' }, 'month')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
