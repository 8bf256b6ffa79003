'use client';

import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { useRef } from 'react';
import { labelEvery } from '../backoffice-format';
import type { ChartPoint, StackedBarChartProps } from './chart-types';
import { useElementWidth } from './use-element-width';

// The one chart of the back office, drawn with visx (web README, "Charts"): bars stacked by
// series, a value axis and period labels. It is loaded only when a page shows a chart
// (lazy-stacked-bar-chart.tsx), and hidden from screen readers: its table says the same.

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 };
const LABEL_WIDTH_PX = 72;

function stackTotal(point: ChartPoint): number {
  return Object.values(point.values).reduce((sum, value) => sum + value, 0);
}

export default function StackedBarChart({ series, points, formatValue, maxValue }: StackedBarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const top = maxValue ?? Math.max(1, ...points.map(stackTotal));
  const x = scaleBand<string>({
    domain: points.map((point) => point.key),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const every = labelEvery(points.length, Math.max(2, Math.floor(innerWidth / LABEL_WIDTH_PX)));
  const keys = series.map((entry) => entry.key);
  const nameOf = new Map(series.map((entry) => [entry.key, entry]));
  const rows = points.map((point) => ({ ...point.values, __key: point.key }));

  return (
    <div ref={box} className="chart__canvas">
      {width === 0 ? null : (
        <svg width={width} height={HEIGHT} className="chart__svg">
          <Group left={MARGIN.left} top={MARGIN.top}>
            {y.ticks(4).map((tick) => (
              <g key={tick} transform={`translate(0, ${y(tick)})`}>
                <line className="chart__grid" x1={0} x2={innerWidth} />
                <text className="chart__tick" x={-8} dy="0.32em" textAnchor="end">
                  {formatValue(tick)}
                </text>
              </g>
            ))}
            <BarStack
              data={rows}
              keys={keys}
              x={(row) => row.__key}
              xScale={x}
              yScale={y}
              color={() => 'currentColor'}
            >
              {(stacks) =>
                stacks.map((stack) =>
                  stack.bars.map((bar) => {
                    const entry = nameOf.get(String(stack.key));
                    const point = points[bar.index];
                    return (
                      <rect
                        key={`${stack.index}-${bar.index}`}
                        className={`chart__bar chart__bar--${entry?.tone ?? 'free'}`}
                        x={bar.x}
                        y={bar.y}
                        width={bar.width}
                        height={Math.max(0, bar.height)}
                      >
                        <title>{`${point?.label ?? ''}: ${entry?.name ?? ''} ${formatValue(bar.bar[1] - bar.bar[0])}`}</title>
                      </rect>
                    );
                  }),
                )
              }
            </BarStack>
            <line className="chart__axis" x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
            {points.map((point, index) =>
              index % every === 0 ? (
                <text
                  key={point.key}
                  className="chart__tick"
                  x={(x(point.key) ?? 0) + x.bandwidth() / 2}
                  y={innerHeight + 18}
                  textAnchor="middle"
                >
                  {point.label}
                </text>
              ) : null,
            )}
          </Group>
        </svg>
      )}
    </div>
  );
}
