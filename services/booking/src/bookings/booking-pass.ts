import type { BookingPass } from '@moorline/contracts';
import { AppError, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingRow } from './booking.repository';
import { findCallersBooking } from './find-callers-booking';

/** Signs a pass with booking's Ed25519 key (kit's createBookingPassSigner). */
export type PassSigner = (pass: BookingPass) => string;

/** What a booking's pass holds (issue 29 item 3): enough for a patrol to match boat and buoy. */
export const passFacts = (booking: BookingRow): BookingPass => ({
  bookingId: booking.id,
  bayId: booking.bay_id,
  bayName: booking.bay_name,
  buoyLabel: booking.buoy_label,
  registrationNumber: booking.registration_number,
  periodStart: booking.period_start,
  periodEnd: booking.period_end,
});

/**
 * GetBookingPass: the pass of one of the caller's bookings, only once it is paid. Signing is
 * deterministic, so every call (and the confirmation email) gives the same text.
 */
export async function getBookingPass(
  db: Kysely<BookingTables>,
  signPass: PassSigner,
  input: { caller: Caller; bookingId: string },
): Promise<{ pass: string; booking: BookingRow }> {
  const booking = await findCallersBooking(db, input.caller, input.bookingId);
  if (booking.status !== 'confirmed') throw new AppError('booking_not_paid');
  return { pass: signPass(passFacts(booking)), booking };
}
