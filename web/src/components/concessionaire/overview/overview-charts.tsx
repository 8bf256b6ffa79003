'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { calendarDay } from '../backoffice-format';
import type { BayOverview } from '../backoffice-types';
import { ChartFigure } from '../charts/chart-figure';
import { ChartTable } from '../charts/chart-table';
import type { ChartSeries } from '../charts/chart-types';
import {
  comingHoursPoints,
  comingHoursTop,
  comingHourValues,
  occupancyPercent,
  pastDaysPoints,
} from './occupancy-series';

// The overview's two charts (issue 15 item 3), each with its table: hours in the bay's time zone,
// days as the bay's calendar dates.
export function OverviewCharts({ overview }: { overview: BayOverview }) {
  const t = useTranslations('ConcessionaireOverview');
  const format = useFormatter();
  const timeZone = overview.time_zone;
  const hourLabel = (at: string) =>
    format.dateTime(new Date(at), { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone });
  // Under the bars only the hour fits; the table says the day too.
  const hourTick = (at: string) => format.dateTime(new Date(at), { hour: 'numeric', timeZone });
  const dayLabel = (date: string) =>
    format.dateTime(calendarDay(date), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const percent = (value: number) =>
    format.number(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const count = (value: number) => format.number(value, { maximumFractionDigits: 0 });

  const comingSeries: ChartSeries[] = [
    { key: 'checked_in', name: t('series.checkedIn'), tone: 'checked-in' },
    { key: 'booked', name: t('series.booked'), tone: 'booked' },
    { key: 'free', name: t('series.free'), tone: 'free' },
  ];
  const pastSeries: ChartSeries[] = [{ key: 'occupied', name: t('series.occupied'), tone: 'occupied' }];

  return (
    <div className="overview-charts">
      <ChartFigure
        title={t('comingTitle')}
        series={comingSeries}
        points={comingHoursPoints(overview.coming_hours, hourTick)}
        maxValue={comingHoursTop(overview.coming_hours)}
        formatValue={count}
        table={
          <ChartTable
            caption={t('comingTable')}
            columns={[t('column.hour'), ...comingSeries.map((entry) => entry.name)]}
            rows={overview.coming_hours.map((hour) => {
              const values = comingHourValues(hour);
              return {
                key: hour.at,
                cells: [
                  hourLabel(hour.at),
                  count(values.checked_in),
                  count(values.booked),
                  count(values.free),
                ],
              };
            })}
          />
        }
      />
      <ChartFigure
        title={t('pastTitle')}
        series={pastSeries}
        points={pastDaysPoints(overview.past_days, dayLabel)}
        maxValue={100}
        formatValue={percent}
        table={
          <ChartTable
            caption={t('pastTable')}
            columns={[t('column.day'), t('column.occupied'), t('column.buoys'), t('column.occupancy')]}
            rows={overview.past_days.map((day) => ({
              key: day.date,
              cells: [
                dayLabel(day.date),
                count(day.occupied),
                count(day.buoys_total),
                percent(occupancyPercent(day)),
              ],
            }))}
          />
        }
      />
    </div>
  );
}
