import { bayClock, stayRules } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import type { StayKind } from './booking.table';

// Issue 30 item 3, stay another night. Pure: `now` comes from the caller, and every date and time
// is the bay's, in its time zone.

/** The bay keeps the next night for the boat already there until this time on its check-out day. */
export const NEXT_NIGHT_KEPT_UNTIL = '09:00';

/** A night stay's dates at the bay. */
export interface NightDates {
  fromDate: string;
  toDate: string;
}

/** The night after a stay: arriving on its departure date; a day stay's, arriving on its own day. */
export function nextNightOf(stay: { kind: StayKind; fromDate: string; toDate: string }): NightDates {
  const arrival = stay.kind === 'day' ? stay.fromDate : stay.toDate;
  return { fromDate: arrival, toDate: bayClock.addDays(arrival, 1) };
}

/** The night a stay held now keeps for its booker, and until when; null when nothing is kept. */
export interface KeptNight {
  period: stayRules.Period;
  keptUntil: Date;
}

/**
 * What a stay keeps when it is held: a night stay at a bay that keeps the next night keeps that
 * night's period on its buoy until 09:00 bay time on its departure date. A day stay keeps
 * nothing, nor does a bay that sells no night.
 */
export function keptNightOf(
  stay: { kind: StayKind; fromDate: string; toDate: string },
  bay: { keepsNextNight: boolean; stayTimes: stayRules.BayStayTimes },
): KeptNight | null {
  if (stay.kind !== 'night' || !bay.keepsNextNight) return null;
  const next = nextNightOf(stay);
  const period = stayRules.stayPeriod({ kind: 'night', from: next.fromDate, to: next.toDate }, bay.stayTimes);
  if (period === null) return null;
  return {
    period,
    keptUntil: bayClock.instantAt(next.fromDate, NEXT_NIGHT_KEPT_UNTIL, bay.stayTimes.timeZone),
  };
}

/** The keep lasts until its time, exclusive: at 09:00:00 the night is free for everyone. */
export function isStillKept(keptUntil: Date | null, now: Date): keptUntil is Date {
  return keptUntil !== null && now.getTime() < keptUntil.getTime();
}

/** Only the booker's confirmed stay that has not ended can be extended (booking_not_extendable). */
export function assertExtendable(booking: { status: string; period_end: Date }, now: Date): void {
  if (booking.status !== 'confirmed' || booking.period_end.getTime() <= now.getTime())
    throw new AppError('booking_not_extendable');
}

/**
 * A stay that extends a booking must be exactly its next night, with the same boat; an empty
 * departure is the next day, as for any night stay.
 */
export function assertIsNextNight(
  booking: { stay_kind: StayKind; from_date: string; to_date: string; boat_id: string },
  stay: { kind: StayKind; fromDate: string; toDate: string; boatId: string },
): void {
  const next = nextNightOf({ kind: booking.stay_kind, fromDate: booking.from_date, toDate: booking.to_date });
  const toDate = stay.toDate.trim() === '' ? next.toDate : stay.toDate.trim();
  if (
    stay.kind !== 'night' ||
    stay.fromDate.trim() !== next.fromDate ||
    toDate !== next.toDate ||
    stay.boatId.toLowerCase() !== booking.boat_id.toLowerCase()
  )
    throw new AppError('booking_not_extendable');
}
