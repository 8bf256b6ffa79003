'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ArrivalWindow, StayRuleProblem } from '../../booking/date-rules';
import { DAY_STAY_CLOSES_AT } from '../../../../proto/src/stays/stay-rules';

// The rules of dates in words (issue 28 item 3), on the map and in the preview: dates and times
// are the bay's, so a boater abroad reads the bay's 14:00, not their own.

/** A calendar date read at noon UTC, so no time zone moves it to another day. */
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

export function useStayRuleWords(timeZone: string) {
  const t = useTranslations('StayRules');
  const format = useFormatter();
  const day = (date: string) =>
    format.dateTime(calendarDay(date), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const moment = (instant: Date) =>
    t('bayTime', {
      time: format.dateTime(instant, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        // Bay times read as the bay's own check-in times do: 14:00, not 02:00 PM.
        hourCycle: 'h23',
        timeZone,
      }),
    });
  return {
    window: (window: ArrivalWindow) => t('windowHint', { first: day(window.first), last: day(window.last) }),
    opening: (opening: { from: string; opensAt: Date }) =>
      t('opensOn', { date: day(opening.from), opens: moment(opening.opensAt) }),
    problem: (problem: StayRuleProblem) => {
      if (problem.kind === 'notOpenYet')
        return t('opensOn', { date: day(problem.from), opens: moment(problem.opensAt) });
      if (problem.kind === 'dayStayClosed') return t('dayStayClosed', { time: DAY_STAY_CLOSES_AT });
      return t('datesInPast');
    },
  };
}

/** The map's way to tonight: the stay changes in place. */
export function TonightButton({ onClick }: { onClick: () => void }) {
  const t = useTranslations('StayRules');
  return (
    <button type="button" className="button button--secondary" onClick={onClick}>
      {t('switchToTonight')}
    </button>
  );
}

type Props = {
  problem: StayRuleProblem;
  timeZone: string;
  /** The one-tap way out of a closed day stay: tonight's night stay. */
  tonight: ReactNode;
  id?: string;
};

/** What the rules refuse, said before anything is asked of the server. */
export function StayRuleNotice({ problem, timeZone, tonight, id }: Props) {
  const words = useStayRuleWords(timeZone);
  return (
    <div id={id} className="alert alert--info stay-rule-notice" role="status">
      <p>{words.problem(problem)}</p>
      {problem.kind === 'dayStayClosed' ? <p>{tonight}</p> : null}
    </div>
  );
}
