import type { ChartPoint } from '../charts/chart-types';
import type { Granularity, Turnover, TurnoverPoint } from '../backoffice-types';
import { daysInRange } from '../backoffice-format';
import type { DateRange } from '../date-range';

// The turnover chart as points (issue 15 item 5): each period stacked by stay kind and extras,
// in minor units as the invoices have them, so the chart and its table add up to the total.

export const TURNOVER_PARTS = ['night', 'day', 'mooring_assistance', 'trash_collection'] as const;
export type TurnoverPart = (typeof TURNOVER_PARTS)[number];

export function turnoverValues(point: TurnoverPoint): Record<TurnoverPart, number> {
  return {
    night: point.night_minor,
    day: point.day_minor,
    mooring_assistance: point.mooring_assistance_minor,
    trash_collection: point.trash_collection_minor,
  };
}

export function turnoverPoints(turnover: Turnover, label: (period: string) => string): ChartPoint[] {
  return turnover.series.map((point) => ({
    key: point.period,
    label: label(point.period),
    values: turnoverValues(point),
  }));
}

/** A period of the series as a calendar date: a month (YYYY-MM) reads as its first day. */
export function periodDate(period: string): string {
  return period.length === 7 ? `${period}-01` : period.slice(0, 10);
}

/** Days for a range of up to two months, months beyond. */
export function defaultGranularity(range: DateRange): Granularity {
  return daysInRange(range.from, range.to) > 62 ? 'month' : 'day';
}

export function granularityFrom(text: string | null, range: DateRange): Granularity {
  return text === 'day' || text === 'month' ? text : defaultGranularity(range);
}

export type Change = { direction: 'up' | 'down' | 'same'; percent: number } | { direction: 'none' };

/** The change against the previous period; none when that period earned nothing to compare with. */
export function changeAgainstPrevious(changeRatio: number | null): Change {
  if (changeRatio === null || !Number.isFinite(changeRatio)) return { direction: 'none' };
  const percent = Math.round(Math.abs(changeRatio) * 1000) / 10;
  if (percent === 0) return { direction: 'same', percent: 0 };
  return { direction: changeRatio > 0 ? 'up' : 'down', percent };
}
