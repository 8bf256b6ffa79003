'use client';

import { useEffect, useState } from 'react';
import { secondsLeft } from '../../booking/hold-clock';

/**
 * Whole seconds left until `deadline` (browser clock), ticking every second; `onLapsed` runs once
 * it reaches 0. The 3-minute hold and a waitlist offer's 10 minutes count down with it.
 */
export function useSecondsLeft(deadline: number, onLapsed: () => void): number {
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
  return left;
}
