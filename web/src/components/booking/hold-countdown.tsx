'use client';

import { useTranslations } from 'next-intl';
import { countdownText } from '../../booking/hold-clock';
import { useSecondsLeft } from './use-seconds-left';

// spec §9: 3 minutes to pay, counted down live. The timer is not read out every second; a
// screen reader hears the minute marks and the lapse.

type Props = { deadline: number; onLapsed: () => void };

const ANNOUNCED = new Set([120, 60, 30]);

export function HoldCountdown({ deadline, onLapsed }: Props) {
  const t = useTranslations('BookingPreview');
  const left = useSecondsLeft(deadline, onLapsed);
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
