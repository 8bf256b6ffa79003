'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { calendarDay } from '../backoffice-format';
import type { Turnover } from '../backoffice-types';
import { changeAgainstPrevious, TURNOVER_PARTS } from './turnover-series';

/** The range's total with its VAT part, by stay kind and extra, beside the previous period. */
export function TurnoverSummary({
  turnover,
  money,
}: {
  turnover: Turnover;
  money: (minor: number) => string;
}) {
  const t = useTranslations('Turnover');
  const format = useFormatter();
  const day = (date: string) => format.dateTime(calendarDay(date), { dateStyle: 'medium', timeZone: 'UTC' });
  const change = changeAgainstPrevious(turnover.change_ratio);
  const percent = (value: number) =>
    format.number(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <div className="turnover-summary">
      <section className="card turnover-total" aria-labelledby="turnover-total">
        <h2 id="turnover-total" className="occupancy-card__title">
          {t('total')}
        </h2>
        <p className="turnover-total__gross">{money(turnover.total.gross_minor)}</p>
        <dl className="figure-list">
          <dt>{t('vatPart')}</dt>
          <dd>{money(turnover.total.vat_minor)}</dd>
          <dt>{t('net')}</dt>
          <dd>{money(turnover.total.net_minor)}</dd>
          <dt>{t('invoices')}</dt>
          <dd>{format.number(turnover.total.invoices)}</dd>
          {/* Issue 30 item 2: gross stays what was invoiced; credit notes give some of it back. */}
          <dt>{t('refunds')}</dt>
          <dd data-testid="turnover-refunds">
            {/* Given back, so negative; never "-0,00 €". */}
            {money(turnover.total.refunds_minor === 0 ? 0 : -turnover.total.refunds_minor)}
          </dd>
          <dt>{t('creditNotes')}</dt>
          <dd>{format.number(turnover.total.credit_notes)}</dd>
          <dt>{t('afterRefunds')}</dt>
          <dd data-testid="turnover-after-refunds">{money(turnover.total.after_refunds_minor)}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="turnover-kinds">
        <h2 id="turnover-kinds" className="occupancy-card__title">
          {t('byKind')}
        </h2>
        <dl className="figure-list">
          {TURNOVER_PARTS.map((part) => (
            <Fragment key={part}>
              <dt>{t(`part.${part}`)}</dt>
              <dd>{money(turnover.by_kind[part])}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section className="card" aria-labelledby="turnover-previous">
        <h2 id="turnover-previous" className="occupancy-card__title">
          {t('previous')}
        </h2>
        <p>{t('previousRange', { from: day(turnover.previous.from), to: day(turnover.previous.to) })}</p>
        <p className="turnover-total__previous">{money(turnover.previous.total.gross_minor)}</p>
        <p className={`turnover-change turnover-change--${change.direction}`}>
          {change.direction === 'none'
            ? t('change.none')
            : t(`change.${change.direction}`, { percent: percent(change.percent) })}
        </p>
      </section>
    </div>
  );
}
