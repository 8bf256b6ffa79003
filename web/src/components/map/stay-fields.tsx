'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { arrivalWindow, dayStayClosed, nextOpening, type StayRuleProblem } from '../../booking/date-rules';
import { addDays } from '../../../../proto/src/stays/bay-clock';
import { MAX_NIGHTS, type Stay, type StayKind, type StayProblem } from '../../map/stay-query';
import { StayRuleNotice, TonightButton, useStayRuleWords } from '../booking/stay-rule-notice';
import type { BayRules } from './use-bay-rules';

// spec §2: the day stay / night stay switch and the date range. A day stay is today only
// (spec §4), so its dates are not asked for. Empty dates are tonight at each bay. Once a bay is
// chosen its rules hold here too (issue 28 item 3): arrival within 48 hours in its time zone,
// when a later arrival opens, and a day stay closed after 14:00 with the way to tonight; before,
// the arrival window of any bay in sight, in the platform's zone.

type Props = {
  stay: Stay;
  problem: StayProblem | null;
  /** The chosen bay's rules (any bay's before one is chosen) and what they refuse of these dates. */
  rules: BayRules;
  ruleProblem: StayRuleProblem | null;
  onChange: (stay: Stay) => void;
  onTonight: () => void;
};

/** The window, and when the next arrival opens unless a notice below says it already. */
function WindowHint({ rules, withOpening }: { rules: BayRules; withOpening: boolean }) {
  const words = useStayRuleWords(rules.times.timeZone);
  const window = arrivalWindow(rules.times, rules.now);
  const opening = nextOpening(rules.times, rules.now);
  if (window === null || opening === null) return null;
  return (
    <p className="field__hint stay-dates__hint">
      {words.window(window)} {withOpening ? words.opening(opening) : null}
    </p>
  );
}

export function StayFields({ stay, problem, rules, ruleProblem, onChange, onTonight }: Props) {
  const t = useTranslations('MapPage');
  const tRules = useTranslations('StayRules');
  const id = useId();
  const problemId = `${id}-problem`;
  const ruleId = `${id}-rule`;
  const closedToday = dayStayClosed(rules.times, rules.now);
  const window = arrivalWindow(rules.times, rules.now);
  const closedLabel = tRules('closedForToday');
  const kinds: { kind: StayKind; label: string }[] = [
    { kind: 'night', label: t('nightStay') },
    { kind: 'day', label: closedToday ? t('dayStay') + ' · ' + closedLabel : t('dayStay') },
  ];
  const dateProps = {
    className: 'field__input',
    type: 'date',
    'aria-invalid': problem !== null || undefined,
    'aria-describedby': problem === null ? undefined : problemId,
  } as const;
  // The rules are about the arrival; the departure needs no clock.
  const arrivalDescribed = [problem === null ? null : problemId, ruleProblem === null ? null : ruleId];

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
              aria-invalid={problem !== null || ruleProblem !== null || undefined}
              aria-describedby={arrivalDescribed.filter((found) => found !== null).join(' ') || undefined}
              min={window?.first}
              max={window?.last}
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
          <WindowHint rules={rules} withOpening={ruleProblem === null} />
        </div>
      ) : closedToday ? null : (
        <p className="field__hint">{t('dayStayToday')}</p>
      )}
      {ruleProblem === null ? null : (
        <StayRuleNotice
          id={ruleId}
          problem={ruleProblem}
          timeZone={rules.times.timeZone}
          tonight={<TonightButton onClick={onTonight} />}
        />
      )}
      {problem === null ? null : (
        <p id={problemId} className="field__error" role="alert">
          {t(`problems.${problem}`)}
        </p>
      )}
    </>
  );
}
