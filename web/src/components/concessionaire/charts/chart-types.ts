// What a back-office chart draws: bars per period, each a stack of the series' values. The same
// points fill the table that goes with every chart (issue 15 item 9).

/** Each tone is a colour of concessionaire.css; the legend and the table name the series. */
export type ChartTone =
  'checked-in' | 'booked' | 'free' | 'occupied' | 'night' | 'day' | 'assistance' | 'trash';

export type ChartSeries = { key: string; name: string; tone: ChartTone };

export type ChartPoint = { key: string; label: string; values: Record<string, number> };

export type StackedBarChartProps = {
  series: ChartSeries[];
  points: ChartPoint[];
  /** Writes a value of the vertical axis and of a bar's hover text. */
  formatValue: (value: number) => string;
  /** The top of the axis when it is known (a bay's buoys, 100 %); else the tallest bar. */
  maxValue?: number;
};
