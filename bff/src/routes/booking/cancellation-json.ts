import type { bookingV1 } from '@moorline/contracts';
import { cancellationPolicyJson } from '../catalog/cancellation-policy-schema';
import { bookingJson, money, sent } from './booking-json';

/** What cancelling now refunds (issue 30 item 2), in the booking's currency. */
export function cancellationQuoteJson(quote: bookingV1.QuoteCancellationResponse) {
  const booking = bookingJson(quote.booking);
  return {
    booking,
    refund: money(sent(quote.refund), booking.price.total.currency),
    free_until: sent(quote.freeUntil).toISOString(),
    policy: cancellationPolicyJson(quote.policy),
  };
}
