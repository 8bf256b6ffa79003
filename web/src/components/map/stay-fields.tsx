'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { addDays, MAX_NIGHTS, type Stay, type StayKind, type StayProblem } from '../../map/stay-query';

// spec §2: the day stay / night stay switch and the date range. A day stay is today only
// (spec §4), so its dates are not asked for. Empty dates are tonight at each bay; which dates
// a bay takes (today, 14:00, not in the past) is the server's answer, in the bay's time zone.

type Props = { stay: Stay; problem: StayProblem | null; onChange: (stay: Stay) => void };

export function StayFields({ stay, problem, onChange }: Props) {
  const t = useTranslations('MapPage');
  const id = useId();
  const problemId = `${id}-problem`;
  const kinds: { kind: StayKind; label: string }[] = [
    { kind: 'night', label: t('nightStay') },
    { kind: 'day', label: t('dayStay') },
  ];
  const invalid = problem !== null;
  const dateProps = {
    className: 'field__input',
    type: 'date',
    'aria-invalid': invalid || undefined,
    'aria-describedby': problem === null ? undefined : problemId,
  } as const;

  return (
    <>
      <fieldset className="stay-switch">
        <legend className="field__label">{t('stayLegend')}</legend>
        {kinds.map(({ kind, label }) => (
          <label key={kind} className={`stay-switch__option${stay.kind === kind ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={stay.kind === kind}
              onChange={() => onChange({ ...stay, kind })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {stay.kind === 'night' ? (
        <div className="stay-dates">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-from`}>
              {t('arrival')}
            </label>
            <input
              {...dateProps}
              id={`${id}-from`}
              value={stay.from}
              onChange={(event) => {
                const from = event.target.value;
                // Keep the range valid while typing: move the departure along with the arrival.
                const to = from !== '' && stay.to <= from ? addDays(from, 1) : stay.to;
                onChange({ ...stay, from, to });
              }}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-to`}>
              {t('departure')}
            </label>
            <input
              {...dateProps}
              id={`${id}-to`}
              min={stay.from === '' ? undefined : addDays(stay.from, 1)}
              max={stay.from === '' ? undefined : addDays(stay.from, MAX_NIGHTS)}
              value={stay.to}
              onChange={(event) => onChange({ ...stay, to: event.target.value })}
            />
          </div>
          {stay.from === '' ? <p className="field__hint stay-dates__hint">{t('nightStayTonight')}</p> : null}
        </div>
      ) : (
        <p className="field__hint">{t('dayStayToday')}</p>
      )}
      {problem === null ? null : (
        <p id={problemId} className="field__error" role="alert">
          {t(`problems.${problem}`)}
        </p>
      )}
    </>
  );
}
