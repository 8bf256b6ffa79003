'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { DateRange, RangeProblem } from './date-range';

type Props = {
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** Shown under the fields when the range cannot be asked for. */
  problem: RangeProblem | null;
};

/** From and to, as the browser's date fields; the dates are the bay's calendar days. */
export function DateRangeFields({ range, onChange, problem }: Props) {
  const t = useTranslations('ConcessionaireLayout');
  const id = useId();
  const problemId = `${id}-problem`;
  const invalid = problem === null ? {} : { 'aria-invalid': true, 'aria-describedby': problemId };
  return (
    <>
      {(['from', 'to'] as const).map((end) => (
        <div key={end} className="field">
          <label className="field__label" htmlFor={`${id}-${end}`}>
            {t(end)}
          </label>
          <input
            id={`${id}-${end}`}
            className="field__input"
            type="date"
            required
            value={range[end]}
            onChange={(event) => onChange({ ...range, [end]: event.target.value })}
            {...invalid}
          />
        </div>
      ))}
      {problem === null ? null : (
        <p id={problemId} className="field__error range-problem" role="alert">
          {t(`rangeProblem.${problem}`)}
        </p>
      )}
    </>
  );
}
