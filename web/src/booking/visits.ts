import { addDays, localDate } from '../../../proto/src/stays/bay-clock';
import type { Booking, Money } from '../http/api-schema';

// Issue 30 item 3: a stay extended night by night is one visit in My Bookings, and only its last
// night offers another. Kept apart from the markup so the rules are tested on their own.

/** The bay time until which a bay that keeps it holds the next night for the booker (the product's rule). */
export const NEXT_NIGHT_KEPT_UNTIL = '09:00';

export type Visit = {
  visitId: string;
  /** Its bookings, first night first. */
  bookings: Booking[];
  /** What was paid for it: the confirmed nights; null when none is paid yet. */
  paid: Money | null;
  /** How many of its bookings are paid. */
  paidCount: number;
  /** Its last paid booking, the one another night follows; null when none is paid. */
  lastPaidId: string | null;
};

/** The listed bookings as visits, in the order their first listed booking came. */
export function groupVisits(bookings: Booking[]): Visit[] {
  const byVisit = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const visit = byVisit.get(booking.visit_id);
    if (visit === undefined) byVisit.set(booking.visit_id, [booking]);
    else visit.push(booking);
  }
  return [...byVisit].map(([visitId, members]) => {
    const ordered = [...members].sort((a, b) => a.period_start.localeCompare(b.period_start));
    // A lapsed or refused hold for another night stays in the visit, but another night follows
    // the last one paid for.
    const paidOnes = ordered.filter((booking) => booking.status === 'confirmed');
    return {
      visitId,
      bookings: ordered,
      paid: paidFor(paidOnes),
      paidCount: paidOnes.length,
      lastPaidId: paidOnes.at(-1)?.booking_id ?? null,
    };
  });
}

function paidFor(confirmed: Booking[]): Money | null {
  const [first] = confirmed;
  if (first === undefined) return null;
  const cents = confirmed.reduce((sum, booking) => sum + booking.price.total.cents, 0);
  return { cents, currency: first.price.total.currency };
}

/** The visit's last paid booking, not ended, may go on another night (booking decides the rest). */
export function mayStayAnotherNight(
  booking: Pick<Booking, 'status' | 'phase'>,
  isLastPaidOfVisit: boolean,
): boolean {
  return (
    isLastPaidOfVisit &&
    booking.status === 'confirmed' &&
    (booking.phase === 'current' || booking.phase === 'upcoming')
  );
}

/** The page offering the night after a booking. */
export function nextNightPagePath(bookingId: string): string {
  return `/bookings/${encodeURIComponent(bookingId)}/next-night`;
}

export type KeptDay = 'today' | 'tomorrow' | 'other';

/** Whether an instant falls today or tomorrow at the bay, to say "until 09:00 tomorrow". */
export function keptDay(until: string, timeZone: string, now: Date): KeptDay {
  const today = localDate(now, timeZone);
  const day = localDate(new Date(until), timeZone);
  if (day === today) return 'today';
  return day === addDays(today, 1) ? 'tomorrow' : 'other';
}
