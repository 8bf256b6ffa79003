'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import type { StackedBarChartProps } from './chart-types';
import { LazyStackedBarChart } from './lazy-stacked-bar-chart';

type Props = StackedBarChartProps & {
  title: string;
  /** The same figures as a table; always in the page, shown when the reader asks for it. */
  table: ReactNode;
};

// A chart with its table alternative (issue 15 item 9). Screen readers get the table (the
// drawing is hidden from them, the table only visually); "Show as table" shows it to everyone,
// for keyboard users and for reading exact figures.
export function ChartFigure({ title, table, ...chart }: Props) {
  const t = useTranslations('ConcessionaireLayout');
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <figure className="chart" aria-labelledby={titleId}>
      <div className="chart__head">
        <h3 id={titleId} className="chart__title">
          {title}
        </h3>
        <button
          type="button"
          className="button button--secondary chart__switch"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {t('showAsTable')}
        </button>
      </div>
      {asTable ? null : (
        <div aria-hidden="true">
          <LazyStackedBarChart {...chart} />
          <ul className="chart__legend">
            {chart.series.map((entry) => (
              <li key={entry.key}>
                <span className={`chart__swatch chart__bar--${entry.tone}`} />
                {entry.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {asTable ? (
        // A wide table scrolls sideways on a phone: the keyboard can reach and scroll it too.
        <div className="chart__table" role="region" aria-labelledby={titleId} tabIndex={0}>
          {table}
        </div>
      ) : (
        <div className="visually-hidden">{table}</div>
      )}
    </figure>
  );
}
