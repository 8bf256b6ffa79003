'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { HistoryFilters } from '../backoffice-api';
import { DateRangeFields } from '../date-range-fields';
import { rangeProblem, type RangeProblem } from '../date-range';
import { HISTORY_STATUSES, MAX_SEARCH_LENGTH, statusFrom } from './history-query';

type Props = { filters: HistoryFilters; onApply: (filters: HistoryFilters) => void };

/** The history's date range and text; applied together, so each change is one new query. */
export function HistoryFiltersForm({ filters, onApply }: Props) {
  const t = useTranslations('BookingHistory');
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = rangeProblem(draft);
    setProblem(found);
    if (found === null) onApply({ ...draft, q: draft.q.trim() });
  }
  return (
    <form
      className="backoffice-filters"
      role="search"
      aria-label={t('filtersLabel')}
      onSubmit={submit}
      noValidate
    >
      <DateRangeFields
        range={draft}
        onChange={(range) => setDraft({ ...draft, ...range })}
        problem={problem}
      />
      <div className="field backoffice-filters__search">
        <label className="field__label" htmlFor={`${id}-q`}>
          {t('searchLabel')}
        </label>
        <input
          id={`${id}-q`}
          className="field__input"
          type="search"
          maxLength={MAX_SEARCH_LENGTH}
          aria-describedby={`${id}-hint`}
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <span id={`${id}-hint`} className="field__hint">
          {t('searchHint')}
        </span>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-status`}>
          {t('statusLabel')}
        </label>
        <select
          id={`${id}-status`}
          className="field__input"
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: statusFrom(event.target.value) })}
        >
          <option value="">{t('statusAll')}</option>
          {HISTORY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button backoffice-filters__apply">
        {t('apply')}
      </button>
    </form>
  );
}
