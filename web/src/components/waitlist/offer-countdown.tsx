'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { countdownText } from '../../booking/hold-clock';
import { useSecondsLeft } from '../booking/use-seconds-left';

// Issue 30 item 4: the buoy is kept 10 minutes; the time it ends is said in bay time, and the
// minutes left count down live. A screen reader hears the time once, not every second.

type Props = { keptUntil: string; timeZone: string; onLapsed: () => void };

export function OfferCountdown({ keptUntil, timeZone, onLapsed }: Props) {
  const t = useTranslations('Waitlist');
  const format = useFormatter();
  const deadline = Date.parse(keptUntil);
  const left = useSecondsLeft(deadline, onLapsed);
  const time = format.dateTime(new Date(keptUntil), { timeStyle: 'short', timeZone });
  return (
    <div className="alert alert--success">
      <p className="alert__title" data-testid="offer-kept-until">
        {t('keptUntilBayTime', { time })}
      </p>
      <p>
        {t('timeLeft')}{' '}
        <span
          role="timer"
          className="waitlist-offer__countdown"
          data-testid="offer-countdown"
          data-seconds={left}
        >
          {countdownText(left)}
        </span>
      </p>
    </div>
  );
}
