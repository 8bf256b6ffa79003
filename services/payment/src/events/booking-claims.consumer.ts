import { eventsV1, topics } from '@moorline/contracts';
import { isUuid, type ConsumedEvent, type ConsumerSpec } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { moveInvoicesOfBooking } from '../invoices/invoice.repository';
import type { PaymentTables } from '../payment.tables';
import { movePaymentsOfBooking } from '../payments/payment.repository';

// Booking's BookingClaimed (issue 14 item 5): a walk-up guest's booking now belongs to the
// account that verified its email, so its payments and invoices do too (only the owner may read
// them). Moving only rows still owned by the guest makes a replay change nothing.

type Db = Kysely<PaymentTables>;

export async function applyBookingClaimed(
  db: Db,
  claim: Pick<eventsV1.BookingClaimed, 'bookingId' | 'guestUserId' | 'userId'>,
): Promise<void> {
  if (![claim.bookingId, claim.guestUserId, claim.userId].every(isUuid)) return;
  const bookingId = claim.bookingId.toLowerCase();
  const [guest, account] = [claim.guestUserId.toLowerCase(), claim.userId.toLowerCase()] as const;
  await movePaymentsOfBooking(db, bookingId, guest, account);
  await moveInvoicesOfBooking(db, bookingId, guest, account);
}

export function bookingClaims(): ConsumerSpec<PaymentTables> {
  return {
    consumerName: 'payment.booking-claims',
    topics: [topics.booking],
    effects: 'transactional',
    handlers: {
      [eventsV1.BookingClaimed.$type]: (
        event: ConsumedEvent<typeof eventsV1.BookingClaimed.$type>,
        db: Kysely<PaymentTables>,
      ) => applyBookingClaimed(db, event.payload),
    },
  };
}
