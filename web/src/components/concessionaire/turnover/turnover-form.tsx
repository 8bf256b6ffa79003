'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { Granularity } from '../backoffice-types';
import { DateRangeFields } from '../date-range-fields';
import { rangeProblem, TURNOVER_MAX_DAYS, type DateRange, type RangeProblem } from '../date-range';

export type TurnoverQuery = DateRange & { granularity: Granularity };

const GRANULARITIES = ['day', 'month'] as const satisfies readonly Granularity[];

/** The turnover's range and whether the chart goes per day or per month. */
export function TurnoverForm({
  query,
  onApply,
}: {
  query: TurnoverQuery;
  onApply: (query: TurnoverQuery) => void;
}) {
  const t = useTranslations('Turnover');
  const [draft, setDraft] = useState(query);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = rangeProblem(draft, TURNOVER_MAX_DAYS);
    setProblem(found);
    if (found === null) onApply(draft);
  }
  return (
    <form className="backoffice-filters" aria-label={t('formLabel')} onSubmit={submit} noValidate>
      <DateRangeFields
        range={draft}
        onChange={(range) => setDraft({ ...draft, ...range })}
        problem={problem}
      />
      <fieldset className="backoffice-filters__choice">
        <legend className="field__label">{t('granularity')}</legend>
        {GRANULARITIES.map((granularity) => (
          <label key={granularity} className="choice">
            <input
              type="radio"
              name="granularity"
              value={granularity}
              checked={draft.granularity === granularity}
              onChange={() => setDraft({ ...draft, granularity })}
            />
            {t(`per.${granularity}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button backoffice-filters__apply">
        {t('apply')}
      </button>
    </form>
  );
}
