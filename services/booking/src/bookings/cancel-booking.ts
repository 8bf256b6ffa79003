import type { Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingRow } from './booking.repository';
import { cancelConfirmed } from './cancel-confirmed';
import { boaterCancellation } from './cancellation-rules';
import { findCallersBooking } from './find-callers-booking';

export interface CancelBookingInput {
  caller: Caller;
  bookingId: string;
  /** The refund the page showed (QuoteCancellation's), minor units. */
  expectedRefundMinor: number;
}

/**
 * CancelBooking (issue 30 item 2): the boater cancels a paid stay that has not begun. In one
 * transaction the booking is locked and decided again at the database's clock; if the policy now
 * gives another refund than the one shown (the free period ended meanwhile) it is
 * `refund_changed` and nothing changes. Otherwise the booking is cancelled, its buoy free at once,
 * and BookingCancelled tells payment what to refund. Cancelling again answers the cancelled booking.
 */
export async function cancelBooking(
  db: Kysely<BookingTables>,
  input: CancelBookingInput,
): Promise<BookingRow> {
  const { id, user_id: owner } = await findCallersBooking(db, input.caller, input.bookingId);
  const decide = boaterCancellation(owner, input.expectedRefundMinor);
  return db.transaction().execute((trx) => cancelConfirmed(trx, { bookingId: id, decide }));
}
