import { bayClock, stayRules } from '@moorline/contracts';
import type { BayFacts } from './bay-facts';

// spec §4: nights run 14:00 to 12:00; a bay that sells no nights still has a "tonight" to show.
const USUAL_NIGHT = { checkIn: '14:00', checkOut: '12:00' };

/** Tonight at the bay: from today's night check-in to tomorrow's night check-out, bay time. */
export function tonightAt(bay: Pick<BayFacts, 'timeZone' | 'night'>, now: Date): stayRules.Period {
  const today = bayClock.localDate(now, bay.timeZone);
  const times = { timeZone: bay.timeZone, day: null, night: bay.night ?? USUAL_NIGHT };
  const period = stayRules.stayPeriod({ kind: 'night', from: today, to: bayClock.addDays(today, 1) }, times);
  if (period === null) throw new Error('a night period always resolves with night times');
  return period;
}

/** The `days` calendar dates before today at the bay, oldest first. */
export function pastDates(timeZone: string, now: Date, days = 30): { first: string; last: string } {
  const today = bayClock.localDate(now, timeZone);
  return { first: bayClock.addDays(today, -days), last: bayClock.addDays(today, -1) };
}

/**
 * Berths are the boats at the buoys now and those arriving before tonight's check-in (a boat
 * expected at 14:00 is on the morning's list); after the check-in, only those there now.
 */
export function berthWindow(tonight: stayRules.Period, now: Date): { start: Date; end: Date } {
  return { start: now, end: new Date(Math.max(now.getTime(), tonight.start.getTime())) };
}
