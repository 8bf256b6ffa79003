import { bayClock, cancellationRules } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import type { BookingRow } from './booking.repository';
import { operatorCancelReasons, type CancelledBy, type OperatorCancelReason } from './booking.table';

// Issue 30 item 2: who may cancel a paid booking, when, and for what refund. Pure: `now` is the
// database's clock, read by the caller (the clock holds expire by).

/** What a cancellation writes: who, the refund, and the bay's reason and note. */
export interface Cancellation {
  by: CancelledBy;
  refundMinor: number;
  /** The bay's reason and note; null when the boater cancels. */
  reason: OperatorCancelReason | null;
  note: string | null;
}

/** Decides a cancellation on the booking as read under its lock, at the database's now; throws a refusal. */
export type CancelDecision = (booking: BookingRow, now: Date) => Cancellation;

type Stay = Pick<BookingRow, 'status' | 'period_start' | 'period_end' | 'walk_up' | 'checked_in_at'>;

/** The bay's note to the boater, in characters (Postgres counts code points, so do we). */
export const MAX_CANCEL_NOTE_LENGTH = 500;

/**
 * The boater cancels a paid stay before it begins. A walk-up began when it was made, and a boat
 * that checked in early has begun its stay too.
 */
export function boaterMayCancel(booking: Stay, now: Date): boolean {
  return (
    booking.status === 'confirmed' &&
    !booking.walk_up &&
    booking.checked_in_at === null &&
    now.getTime() < booking.period_start.getTime()
  );
}

/** The bay's staff cancel a paid stay until it ends (a storm may come mid-stay). */
export function operatorMayCancel(booking: Stay, now: Date): boolean {
  return booking.status === 'confirmed' && now.getTime() < booking.period_end.getTime();
}

/** What the booking's kept policy gives back for a boater's cancellation at `now`. */
export function boaterRefund(
  booking: Pick<
    BookingRow,
    'cancellation_policy' | 'stay_kind' | 'period_start' | 'time_zone' | 'total_minor'
  >,
  now: Date,
): cancellationRules.CancellationRefund {
  return cancellationRules.cancellationRefund({
    policy: booking.cancellation_policy,
    stay: { kind: booking.stay_kind, start: booking.period_start },
    timeZone: booking.time_zone,
    paidCents: booking.total_minor,
    now,
  });
}

/** One of the reasons the bay may give; anything else is bad input. */
export function operatorCancelReason(reason: string): OperatorCancelReason {
  const known = operatorCancelReasons.find((candidate) => candidate === reason);
  if (!known)
    throw new AppError('invalid_request', `Reason must be one of ${operatorCancelReasons.join(', ')}`);
  return known;
}

/** The bay's note, trimmed; longer than the limit is bad input. */
export function operatorCancelNote(note: string): string {
  const trimmed = note.trim();
  if ([...trimmed].length > MAX_CANCEL_NOTE_LENGTH)
    throw new AppError('invalid_request', `Note at most ${MAX_CANCEL_NOTE_LENGTH} characters`);
  return trimmed;
}

/**
 * The boater's cancel of their booking, for the refund they were shown: `refund_changed` when the
 * policy now gives another figure (the free period ended meanwhile).
 */
export function boaterCancellation(ownerUserId: string, expectedRefundMinor: number): CancelDecision {
  return (booking, now) => {
    // A guest's booking claimed meanwhile is someone else's now.
    if (booking.user_id !== ownerUserId) throw new AppError('not_found');
    if (!boaterMayCancel(booking, now)) throw new AppError('booking_not_cancellable');
    const refundMinor = boaterRefund(booking, now).refundCents;
    if (refundMinor !== expectedRefundMinor) throw new AppError('refund_changed');
    return { by: 'boater', refundMinor, reason: null, note: null };
  };
}

/** The bay's cancel: the whole amount paid goes back, whatever the policy. */
export function operatorCancellation(reason: OperatorCancelReason, note: string): CancelDecision {
  return (booking, now) => {
    if (!operatorMayCancel(booking, now)) throw new AppError('booking_not_cancellable');
    return { by: 'operator', refundMinor: booking.total_minor, reason, note };
  };
}

/**
 * The dates of the stay still ahead, for the alternatives offered when the bay cancels: a stay
 * under way is offered again from today at the bay (a refused hold cannot start in the past).
 */
export function datesStillAhead(
  booking: Pick<BookingRow, 'from_date' | 'to_date' | 'time_zone'>,
  now: Date,
): { fromDate: string; toDate: string } {
  const today = bayClock.localDate(now, booking.time_zone);
  return { fromDate: booking.from_date > today ? booking.from_date : today, toDate: booking.to_date };
}
