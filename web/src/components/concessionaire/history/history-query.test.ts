import { describe, expect, it } from '@jest/globals';
import {
  defaultHistoryRange,
  historyCsvName,
  historyFiltersFrom,
  historySearch,
  mayBayCancel,
} from './history-query';

describe('defaultHistoryRange', () => {
  it('when no dates are given, then the last 30 days and the two ahead are shown', () => {
    expect(defaultHistoryRange('2026-07-14')).toEqual({ from: '2026-06-15', to: '2026-07-16' });
  });
});

describe('historyFiltersFrom', () => {
  it('when the address holds a range and a search, then those are the filters', () => {
    const params = new URLSearchParams('from=2025-01-01&to=2025-12-31&q=%20ZD%201234%20');
    expect(historyFiltersFrom(params, '2026-07-14')).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
      q: 'ZD 1234',
      status: '',
    });
  });

  it('when the address holds nothing, then the default range and no search', () => {
    expect(historyFiltersFrom(new URLSearchParams(), '2026-07-14')).toEqual({
      from: '2026-06-15',
      to: '2026-07-16',
      q: '',
      status: '',
    });
  });
});

describe('historySearch', () => {
  it('when filters are written back, then an empty search is left out', () => {
    expect(historySearch({ from: '2026-07-01', to: '2026-07-14', q: ' ', status: '' })).toBe(
      'from=2026-07-01&to=2026-07-14',
    );
    expect(historySearch({ from: '2026-07-01', to: '2026-07-14', q: 'Galeb', status: 'failed' })).toBe(
      'from=2026-07-01&to=2026-07-14&q=Galeb&status=failed',
    );
  });

  it('when the address names a status, then it filters; an unknown one is every status', () => {
    expect(historyFiltersFrom(new URLSearchParams('status=pending'), '2026-07-14').status).toBe('pending');
    expect(historyFiltersFrom(new URLSearchParams('status=paid'), '2026-07-14').status).toBe('');
  });
});

describe('historyCsvName', () => {
  it('when a range is exported, then the file names the bay and the range', () => {
    expect(historyCsvName('lopud', { from: '2026-07-01', to: '2026-07-14', q: '', status: '' })).toBe(
      'moorline-lopud-bookings-2026-07-01-2026-07-14.csv',
    );
  });
});

describe('mayBayCancel', () => {
  it('when a paid booking has not ended, then the bay may cancel it; ended, unpaid or cancelled, not', () => {
    expect(mayBayCancel({ status: 'upcoming' })).toBe(true);
    expect(mayBayCancel({ status: 'current' })).toBe(true);
    for (const status of ['completed', 'pending', 'failed', 'cancelled'] as const)
      expect(mayBayCancel({ status })).toBe(false);
  });
});
