import { addDays, instantAt, localDate } from './bay-clock';
import type { StayKind } from './stay-rules';

// Issue 30 item 1: a bay's cancellation policy and the refund it gives, one rule for booking (which
// snapshots the policy into a paid booking) and the web (which states it before paying). Pure:
// `now` comes from the caller and "14:00 the day before" is read in the bay's own time zone.

export interface CancellationPolicy {
  /** A night stay is free to cancel until `nightFreeUntilTime` this many days before arrival. */
  nightFreeDaysBefore: number;
  /** 'HH:MM' at the bay. */
  nightFreeUntilTime: string;
  /** After that deadline, the share of a night stay refunded, whole percent. */
  nightLateRefundPercent: number;
  /** A day stay is free to cancel until this many hours before its start. */
  dayFreeHoursBefore: number;
}

/** Issue 30: "free until 14:00 the day before, then nothing back; day stays free until 1 h before". */
export const defaultCancellationPolicy: CancellationPolicy = {
  nightFreeDaysBefore: 1,
  nightFreeUntilTime: '14:00',
  nightLateRefundPercent: 0,
  dayFreeHoursBefore: 1,
};

/** The stay as the policy reads it: its kind and the instant it starts (check-in at the bay). */
export interface CancellableStay {
  kind: StayKind;
  start: Date;
}

/** The last instant a cancellation is free is the one before this ("free until"). */
export function freeUntil(policy: CancellationPolicy, stay: CancellableStay, timeZone: string): Date {
  if (stay.kind === 'day') return new Date(stay.start.getTime() - policy.dayFreeHoursBefore * 3_600_000);
  const arrival = localDate(stay.start, timeZone);
  return instantAt(addDays(arrival, -policy.nightFreeDaysBefore), policy.nightFreeUntilTime, timeZone);
}

/** `percent` of `cents`, rounded half up to the cent, in integers only. */
export function shareOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

export interface CancellationRefund {
  refundCents: number;
  freeUntil: Date;
}

/**
 * The refund a cancellation at `now` gives: all that was paid before the deadline (13:59:59 free,
 * 14:00:00 not), then the late share for a night stay and nothing for a day stay.
 */
export function cancellationRefund(input: {
  policy: CancellationPolicy;
  stay: CancellableStay;
  timeZone: string;
  paidCents: number;
  now: Date;
}): CancellationRefund {
  const deadline = freeUntil(input.policy, input.stay, input.timeZone);
  if (input.now.getTime() < deadline.getTime()) return { refundCents: input.paidCents, freeUntil: deadline };
  const percent = input.stay.kind === 'night' ? input.policy.nightLateRefundPercent : 0;
  return { refundCents: shareOf(input.paidCents, percent), freeUntil: deadline };
}
