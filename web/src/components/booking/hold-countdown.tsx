'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { countdownText, secondsLeft } from '../../booking/hold-clock';

// spec §9: 3 minutes to pay, counted down live. The timer is not read out every second; a
// screen reader hears the minute marks and the lapse.

type Props = { deadline: number; onLapsed: () => void };

const ANNOUNCED = new Set([120, 60, 30]);

export function HoldCountdown({ deadline, onLapsed }: Props) {
  const t = useTranslations('BookingPreview');
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);
  useEffect(() => {
    if (left === 0) {
      onLapsed();
      return;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, deadline - Date.now()));
    return () => window.clearTimeout(timer);
  }, [left, deadline, onLapsed]);
  return (
    <>
      <p className="booking-countdown">
        {t('timeLeft')}{' '}
        <span role="timer" data-testid="hold-countdown" data-seconds={left}>
          {countdownText(left)}
        </span>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {ANNOUNCED.has(left) ? t('timeLeftSpoken', { count: left }) : ''}
      </p>
    </>
  );
}
