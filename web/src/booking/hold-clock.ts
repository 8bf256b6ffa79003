import type { Booking } from '../http/api-schema';

// spec §9: a hold lasts 3 minutes from the server's clock (hold_expires_at is database time).
// The browser's clock may be off, so the countdown runs on the browser's clock from when the
// answer arrived, for the time the server left: expiry minus the hold's start (both server time).

export type HoldTimes = Pick<Booking, 'created_at' | 'hold_expires_at'>;

/** How long the server gave the hold, in ms (0 when it carries no expiry). */
function holdLength(hold: HoldTimes): number {
  if (hold.hold_expires_at === null) return 0;
  return Math.max(0, Date.parse(hold.hold_expires_at) - Date.parse(hold.created_at));
}

/**
 * When the hold lapses, on the browser's clock. A hold just made lapses its full length after
 * its answer arrived. One reopened later can only be read against the browser's clock, but never
 * shows more time than a fresh hold would have.
 */
export function holdDeadline(hold: HoldTimes, receivedAt: number, fresh: boolean): number {
  const longest = receivedAt + holdLength(hold);
  if (fresh || hold.hold_expires_at === null) return longest;
  return Math.min(longest, Date.parse(hold.hold_expires_at));
}

/** Whole seconds left, rounded up so that 0 means lapsed. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** m:ss, as a countdown reads. */
export function countdownText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
