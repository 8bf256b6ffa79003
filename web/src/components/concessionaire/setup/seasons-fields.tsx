'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { CheckboxField } from '../../forms/checkbox-field';
import { FieldError } from '../../forms/field-error';
import type { FormProblem } from './setup-problems';
import {
  emptySeason,
  type SeasonField,
  type SeasonForm,
  type SeasonPrice,
  type SeasonProblems,
} from './season-form';
import { DateField, MoneyField, useProblemText, type SectionProps } from './setup-inputs';

type Props = SectionProps & {
  seasonProblems: Record<string, SeasonProblems>;
  /** A refusal about the seasons together (overlap, too many). */
  listProblem: FormProblem | undefined;
};

type RowProps = {
  season: SeasonForm;
  index: number;
  problems: SeasonProblems;
  onChange: (season: SeasonForm) => void;
  onRemove: () => void;
};

const PRICE_LABELS: Record<SeasonPrice, 'seasonNight' | 'seasonDayPerHour' | 'seasonDayFullDay'> = {
  night: 'seasonNight',
  dayPerHour: 'seasonDayPerHour',
  dayFullDay: 'seasonDayFullDay',
};

function SeasonRow({ season, index, problems, onChange, onRemove }: RowProps) {
  const t = useTranslations('BaySetupPage');
  const text = useProblemText();
  const id = `setup-season-${index}`;
  const problem = (field: SeasonField) => text(problems[field]);
  return (
    <li className="bay-setup__season">
      <fieldset className="bay-setup__group">
        <legend>{t('seasonLegend', { index: index + 1 })}</legend>
        <div className="bay-setup__pair">
          <DateField
            id={`${id}-first`}
            label={t('firstDate')}
            value={season.firstDate}
            error={undefined}
            onChange={(firstDate) => onChange({ ...season, firstDate })}
          />
          <DateField
            id={`${id}-last`}
            label={t('lastDate')}
            value={season.lastDate}
            error={problem('dates')}
            onChange={(lastDate) => onChange({ ...season, lastDate })}
          />
        </div>
        <CheckboxField
          id={`${id}-closed`}
          label={t('closed')}
          checked={season.closed}
          onChange={(closed) => onChange({ ...season, closed })}
        />
        {season.closed ? null : (
          <div className="bay-setup__prices">
            {(['night', 'dayPerHour', 'dayFullDay'] as const).map((price) => (
              <MoneyField
                key={price}
                id={`${id}-${price}`}
                label={t(PRICE_LABELS[price])}
                hint={t('basePriceHint')}
                required={false}
                value={season[price]}
                error={problem(price)}
                onChange={(value) => onChange({ ...season, [price]: value })}
              />
            ))}
          </div>
        )}
        <button type="button" className="button button--secondary" onClick={onRemove}>
          {t('removeSeason', { index: index + 1 })}
        </button>
      </fieldset>
    </li>
  );
}

/** Issue 27 item 2: date ranges with their own prices, or closed; added, edited, removed. */
export function SeasonsFields({ form, onChange, seasonProblems, listProblem }: Props) {
  const t = useTranslations('BaySetupPage');
  const text = useProblemText();
  const added = useRef(0);
  const seasons = form.seasons;
  const replace = (index: number, season: SeasonForm) =>
    onChange({ seasons: seasons.map((each, at) => (at === index ? season : each)) });
  const add = () => {
    added.current += 1;
    onChange({ seasons: [...seasons, emptySeason(`new-${added.current}`)] });
  };
  return (
    <section className="backoffice-section" aria-labelledby="setup-seasons">
      <h2 id="setup-seasons">{t('seasonsHeading')}</h2>
      <p className="field__hint">{t('seasonsLead')}</p>
      <FieldError id="setup-seasons-error" error={text(listProblem)} />
      {seasons.length === 0 ? <p>{t('noSeasons')}</p> : null}
      <ol className="bay-setup__seasons">
        {seasons.map((season, index) => (
          <SeasonRow
            key={season.key}
            season={season}
            index={index}
            problems={seasonProblems[season.key] ?? {}}
            onChange={(changed) => replace(index, changed)}
            onRemove={() => onChange({ seasons: seasons.filter((_, at) => at !== index) })}
          />
        ))}
      </ol>
      <button type="button" className="button button--secondary" onClick={add}>
        {t('addSeason')}
      </button>
    </section>
  );
}
