import { describe, expect, it } from '@jest/globals';
import type { Turnover } from '../backoffice-types';
import {
  changeAgainstPrevious,
  defaultGranularity,
  granularityFrom,
  periodDate,
  turnoverPoints,
} from './turnover-series';

const total = {
  gross_minor: 0,
  vat_minor: 0,
  net_minor: 0,
  invoices: 0,
  refunds_minor: 0,
  refunds_vat_minor: 0,
  credit_notes: 0,
  after_refunds_minor: 0,
};

const turnover: Turnover = {
  from: '2026-07-01',
  to: '2026-07-02',
  currency: 'EUR',
  total,
  by_kind: { night: 0, day: 0, mooring_assistance: 0, trash_collection: 0 },
  series: [
    {
      period: '2026-07-01',
      night_minor: 9_000,
      day_minor: 2_500,
      mooring_assistance_minor: 1_500,
      trash_collection_minor: 500,
      gross_minor: 13_500,
      vat_minor: 2_700,
    },
  ],
  previous: { from: '2026-06-29', to: '2026-06-30', total },
  change_ratio: null,
  by_embed: [],
};

describe('turnoverPoints', () => {
  it('when a day earned from stays and extras, then its bar stacks each part in minor units', () => {
    expect(turnoverPoints(turnover, (period) => `day ${period.slice(8)}`)).toEqual([
      {
        key: '2026-07-01',
        label: 'day 01',
        values: { night: 9_000, day: 2_500, mooring_assistance: 1_500, trash_collection: 500 },
      },
    ]);
  });
});

describe('periods and granularity', () => {
  it('when a month is the period, then it reads as its first day', () => {
    expect(periodDate('2026-07')).toBe('2026-07-01');
    expect(periodDate('2026-07-14')).toBe('2026-07-14');
  });

  it('when the range is two months or less, then days; longer, months', () => {
    expect(defaultGranularity({ from: '2026-05-01', to: '2026-07-01' })).toBe('day');
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-07-01' })).toBe('month');
  });

  it('when the address names a granularity, then it wins; an unknown one falls back', () => {
    const range = { from: '2026-07-01', to: '2026-07-31' };
    expect(granularityFrom('month', range)).toBe('month');
    expect(granularityFrom('week', range)).toBe('day');
  });
});

describe('changeAgainstPrevious', () => {
  it('when turnover grew by an eighth, then it is up 12.5 %', () => {
    expect(changeAgainstPrevious(0.125)).toEqual({ direction: 'up', percent: 12.5 });
  });

  it('when it fell, then it is down by the share it lost', () => {
    expect(changeAgainstPrevious(-0.4)).toEqual({ direction: 'down', percent: 40 });
  });

  it('when nothing changed, then it is the same', () => {
    expect(changeAgainstPrevious(0)).toEqual({ direction: 'same', percent: 0 });
  });

  it('when the previous period earned nothing, then there is nothing to compare', () => {
    expect(changeAgainstPrevious(null)).toEqual({ direction: 'none' });
  });
});
