'use client';

import dynamic from 'next/dynamic';

// The chart's code (visx and the d3 pieces under it) is fetched after the page's first load, so
// the back-office routes stay within the first-load budget (P8, web/scripts/bench-first-load.ts).
// Nothing is lost without it: the table beside every chart holds the same figures.
export const LazyStackedBarChart = dynamic(() => import('./stacked-bar-chart'), {
  ssr: false,
  loading: () => <div className="chart__canvas chart__canvas--loading" />,
});
