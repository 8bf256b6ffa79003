'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { calendarDay, minorToMajor } from '../backoffice-format';
import type { Granularity, Turnover } from '../backoffice-types';
import { ChartFigure } from '../charts/chart-figure';
import { ChartTable } from '../charts/chart-table';
import type { ChartSeries, ChartTone } from '../charts/chart-types';
import {
  periodDate,
  TURNOVER_PARTS,
  turnoverPoints,
  turnoverValues,
  type TurnoverPart,
} from './turnover-series';

const TONES: Record<TurnoverPart, ChartTone> = {
  night: 'night',
  day: 'day',
  mooring_assistance: 'assistance',
  trash_collection: 'trash',
};

/** Turnover per day or month stacked by stay kind and extra, with its table (issue 15 item 5). */
export function TurnoverChart({
  turnover,
  granularity,
  money,
}: {
  turnover: Turnover;
  granularity: Granularity;
  money: (minor: number) => string;
}) {
  const t = useTranslations('Turnover');
  const format = useFormatter();
  const label = (period: string) =>
    format.dateTime(
      calendarDay(periodDate(period)),
      granularity === 'month'
        ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
        : { day: 'numeric', month: 'short', timeZone: 'UTC' },
    );
  const axis = (minor: number) =>
    format.number(minorToMajor(minor, turnover.currency), {
      style: 'currency',
      currency: turnover.currency,
      notation: 'compact',
    });
  const series: ChartSeries[] = TURNOVER_PARTS.map((part) => ({
    key: part,
    name: t(`part.${part}`),
    tone: TONES[part],
  }));
  return (
    <ChartFigure
      title={t(`chartTitle.${granularity}`)}
      series={series}
      points={turnoverPoints(turnover, label)}
      formatValue={axis}
      table={
        <ChartTable
          caption={t(`chartTitle.${granularity}`)}
          columns={[
            t(`period.${granularity}`),
            ...series.map((entry) => entry.name),
            t('gross'),
            t('vatPart'),
          ]}
          rows={turnover.series.map((point) => {
            const values = turnoverValues(point);
            return {
              key: point.period,
              cells: [
                label(point.period),
                ...TURNOVER_PARTS.map((part) => money(values[part])),
                money(point.gross_minor),
                money(point.vat_minor),
              ],
            };
          })}
        />
      }
    />
  );
}
