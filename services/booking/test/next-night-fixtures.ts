import { bayClock, type bookingV1 } from '@moorline/contracts';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { hold, nightStay, type Boater } from './booking-fixtures';
import type { BookingServices } from './support';

const timeZone = 'Europe/Zagreb';

/**
 * The dates of a stay another night (issue 30 item 3), two days ahead of the real clock so the
 * database, whose clock is real, sees every stay ahead: a night from `arrival` to `departure`,
 * kept until 09:00 on `departure`, and the booking service's clock moved around it.
 */
export function nextNightDates(now = new Date()) {
  const departure = bayClock.addDays(bayClock.localDate(now, timeZone), 2);
  const arrival = bayClock.addDays(departure, -1);
  const at = (date: string, time: string) => bayClock.instantAt(date, time, timeZone);
  return {
    arrival,
    departure,
    following: bayClock.addDays(departure, 1),
    /** The morning of the arrival: the first night may be held then. */
    bookingTime: at(arrival, '10:00'),
    keptUntil: at(departure, '09:00'),
    at,
  };
}

/** A clock the booking service reads; tests set it. */
export function testClock(start = new Date()) {
  let now = start;
  return {
    now: () => now,
    set(instant: Date) {
      now = instant;
    },
  };
}

/** Confirms a held booking as its payment would (payment's event has its own tests). */
export async function confirm(services: Pick<BookingServices, 'bookingDb'>, bookingId: string) {
  await services.bookingDb
    .updateTable('bookings')
    .set({ status: 'confirmed', payment_id: randomUUID(), version: sql`version + 1` })
    .where('id', '=', bookingId)
    .where('status', '=', 'held')
    .execute();
}

/** A confirmed night stay of the boater at the buoy; its booking. */
export async function confirmedNight(
  services: BookingServices,
  boater: Boater,
  buoyId: string,
  dates: { fromDate: string; toDate: string },
): Promise<bookingV1.Booking> {
  const held = await hold(services, boater, nightStay(buoyId, boater.boatId, dates));
  await confirm(services, held.bookingId);
  return held;
}
