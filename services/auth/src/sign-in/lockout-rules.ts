// Issue item 1: after 5 failures within 15 minutes the account is locked for 15 minutes.
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_DURATION_MS = 15 * 60 * 1000;

export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/**
 * The lock to set after a failure, or undefined. A lock already running is not extended, so a
 * stream of wrong guesses cannot keep the owner out for longer than the stated time.
 */
export function lockAfterFailure(
  recentFailures: number,
  lockedUntil: Date | null,
  now: Date,
): Date | undefined {
  if (isLocked(lockedUntil, now) || recentFailures < LOCKOUT_FAILURES) return undefined;
  return new Date(now.getTime() + LOCKOUT_DURATION_MS);
}
